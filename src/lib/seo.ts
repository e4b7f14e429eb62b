import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  Person,
  ProfessionalService,
  Service,
  Thing,
} from 'schema-dts';
import { site } from './site.ts';
import { languageTags, locales, localizedPath, type Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';

/**
 * One typed helper turns a page's metadata into everything search engines and link previews read:
 * title, description, canonical URL, robots, Open Graph / Twitter tags and a JSON-LD graph that
 * always starts with the firm itself.
 */
export interface PageMeta {
  /** Page title without the firm's name (the helper appends it); omit the suffix on the home page. */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. '/team' ('/' for home). */
  path: string;
  keywords: readonly string[];
  /** Extra structured data for this page (services, people, FAQ); the firm is always included. */
  schema?: readonly Thing[];
  /** Share image; defaults to the generated one in the page's language (shareImageFor). */
  image?: ShareImage;
  /** Breadcrumb trail after Home; inner pages pass at least their own entry. */
  breadcrumbs?: readonly { name: string; path: string }[];
  noindex?: boolean;
}

export interface ShareImage {
  /** Site-relative or absolute URL. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const defaultShareImage: ShareImage = {
  src: '/og-default.png',
  alt: `${site.name} — ${site.tagline}`,
  width: 1200,
  height: 630,
};

/**
 * The share card of a page in `locale`: a link to a Spanish page shows the Spanish card and alt.
 * Both images are drawn by scripts/generateImages.ts from the same texts.
 */
export function shareImageFor(locale: Locale): ShareImage {
  if (locale === 'en') return defaultShareImage;
  return {
    ...defaultShareImage,
    src: `/og-default-${locale}.png`,
    alt: `${site.name}: ${translator(locale)(site.tagline)}`,
  };
}

/** The web app manifest each language links: installed from /es, the app opens /es. */
export const webAppManifests: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/manifest.es.webmanifest',
};

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  keywords: string;
  robots: string;
  image: ShareImage & { url: string };
  /** The web app manifest in the page's language. */
  manifest: string;
  /** JSON-LD, already escaped for embedding in a <script> element. */
  jsonLd: string;
  /** The page in every language, plus x-default (English), for <link rel="alternate" hreflang>. */
  alternates: readonly { hreflang: string; href: string }[];
}

/**
 * The firm as a ProfessionalService: on every page so each one stands alone for crawlers, in the
 * page's language (search engines show the slogan and description in Spanish results too).
 */
export function organizationSchema(siteUrl: URL, locale: Locale = 'en'): ProfessionalService {
  const t = translator(locale);
  return {
    '@type': 'ProfessionalService',
    '@id': new URL('/#organization', siteUrl).href,
    name: site.name,
    legalName: site.legalName,
    slogan: t(site.tagline),
    description: t(site.description),
    url: new URL('/', siteUrl).href,
    logo: new URL('/favicon.svg', siteUrl).href,
    image: new URL(shareImageFor(locale).src, siteUrl).href,
    telephone: site.phoneE164,
    email: site.email,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    openingHours: `Mo-Fr ${site.hours.opens}-${site.hours.closes}`,
    areaServed: areaServed(locale),
    sameAs: Object.values(site.social),
  };
}

function areaServed(locale: Locale) {
  const t = translator(locale);
  return site.serviceAreaNames.map((name) => ({ '@type': 'State' as const, name: t(name) }));
}

/** One service of a division; `serviceType` is the division's name in the page's language. */
export function serviceSchema(
  input: { serviceType: string; name: string; description: string },
  siteUrl: URL,
  locale: Locale = 'en',
): Service {
  return {
    '@type': 'Service',
    serviceType: input.serviceType,
    name: input.name,
    description: input.description,
    areaServed: areaServed(locale),
    provider: { '@id': new URL('/#organization', siteUrl).href },
  };
}

export function personSchema(
  input: { name: string; role: string; description: string; image: string; email: string },
  siteUrl: URL,
): Person {
  return {
    '@type': 'Person',
    name: input.name,
    jobTitle: input.role,
    description: input.description,
    image: new URL(input.image, siteUrl).href,
    email: input.email,
    worksFor: { '@id': new URL('/#organization', siteUrl).href },
  };
}

export function faqSchema(items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbSchema(
  trail: readonly { name: string; path: string }[],
  siteUrl: URL,
  locale: Locale = 'en',
): BreadcrumbList {
  const home = { name: locale === 'es' ? 'Inicio' : 'Home', path: localizedPath('/', locale) };
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  };
}

/** Escapes '<' so page content can never close the surrounding <script> element. */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}

/**
 * `meta.path` is the page's English path; the canonical URL, breadcrumbs and alternates are derived
 * per language from it, so each language is its own canonical page and names its twin.
 */
export function buildHeadTags(meta: PageMeta, siteUrl: URL, locale: Locale = 'en'): HeadTags {
  const isHome = meta.path === '/';
  const image = meta.image ?? shareImageFor(locale);
  const canonical = new URL(localizedPath(meta.path, locale), siteUrl).href;
  const trail = (meta.breadcrumbs ?? []).map((crumb) => ({
    ...crumb,
    path: localizedPath(crumb.path, locale),
  }));
  // Kept minimal: every byte of the head counts against the home page's 14 KB budget.
  const webPage: Thing = {
    '@type': 'WebPage',
    url: canonical,
    inLanguage: languageTags[locale].html,
  };
  const graph: Graph = {
    '@context': 'https://schema.org',
    '@graph': [
      organizationSchema(siteUrl, locale),
      webPage,
      ...(meta.schema ?? []),
      ...(!isHome && trail.length ? [breadcrumbSchema(trail, siteUrl, locale)] : []),
    ],
  };
  const alternates = [
    ...locales.map((l) => ({
      hreflang: languageTags[l].html,
      href: new URL(localizedPath(meta.path, l), siteUrl).href,
    })),
    { hreflang: 'x-default', href: new URL(meta.path, siteUrl).href },
  ];
  return {
    title: isHome ? meta.title : `${meta.title} | ${site.name}`,
    description: meta.description,
    canonical,
    alternates,
    keywords: meta.keywords.join(', '),
    robots: meta.noindex ? 'noindex, follow' : 'index, follow',
    image: { ...image, url: new URL(image.src, siteUrl).href },
    manifest: webAppManifests[locale],
    jsonLd: serializeJsonLd(graph),
  };
}
