/**
 * Generates the site's placeholder artwork (run once, outputs are committed):
 *   public/og-default.png          1200×630 default share image (Open Graph / Twitter), English
 *   public/og-default-es.png       the same card in Spanish, for /es pages (shareImageFor in seo.ts)
 *   src/assets/team/<slug>.png     illustrated placeholder portraits until real photos arrive
 * Usage: npx tsx scripts/generateImages.ts
 * sharp comes with Astro (its image service), so this needs no extra dependency.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { divisions, site } from '../src/lib/site.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { translator } from '../src/i18n/translate.ts';

const BRAND_900 = '#0f3f2d';
const BRAND_700 = '#145f41';
const BRAND_500 = '#269563';
const ACCENT = '#f2b93f';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What one language's card says: the slogan on two lines, the divisions and where we serve. */
interface ShareCard {
  file: string;
  title: readonly [string, string];
  /** Spanish runs longer: the slogan's second line must fit the card's 1200 px. */
  titleSize: number;
  divisions: string;
  place: string;
}

const areasIn = (locale: Locale) => {
  const areas = [...site.serviceAreas];
  return locale === 'es' ? `${areas.slice(0, -1).join(', ')} y ${areas.at(-1)}` : areas.join(', ');
};

function shareCard(locale: Locale): ShareCard {
  const t = translator(locale);
  const title =
    locale === 'es'
      ? (['Patrimonio y equidad', 'a través del emprendimiento'] as const)
      : (['Building Equity', 'Through Enterprise'] as const);
  // The card states the slogan as the site does; a reworded slogan must be split here again.
  if (title.join(' ') !== t(site.tagline)) {
    throw new Error(`The ${locale} share card's title is not the slogan "${t(site.tagline)}"`);
  }
  const city = `${site.address.city}, ${site.address.region}`;
  return {
    file: locale === 'en' ? 'public/og-default.png' : `public/og-default-${locale}.png`,
    title,
    titleSize: locale === 'en' ? 72 : 60,
    divisions: divisions.map((division) => t(division.name)).join(' · '),
    place:
      locale === 'es'
        ? `${city} · Atendemos ${areasIn(locale)}`
        : `${city} · Serving ${areasIn(locale)}`,
  };
}

function shareImageSvg(card: ShareCard): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_900}"/><stop offset="1" stop-color="${BRAND_700}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="220" fill="${BRAND_500}" opacity="0.25"/>
  <circle cx="1120" cy="560" r="160" fill="${ACCENT}" opacity="0.18"/>
  <rect x="80" y="96" width="72" height="72" rx="16" fill="#ffffff"/>
  <path d="M102 150V114h9v28h21v8z" fill="${BRAND_700}"/><circle cx="136" cy="117" r="9" fill="${ACCENT}"/>
  <text x="176" y="146" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#ffffff">${escapeXml(site.name)}</text>
  <text x="80" y="330" font-family="DejaVu Serif, serif" font-size="${card.titleSize}" font-weight="bold" fill="#ffffff">${escapeXml(card.title[0])}</text>
  <text x="80" y="418" font-family="DejaVu Serif, serif" font-size="${card.titleSize}" font-weight="bold" fill="${ACCENT}">${escapeXml(card.title[1])}</text>
  <text x="80" y="520" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#d8f2e1">${escapeXml(card.divisions)}</text>
  <text x="80" y="566" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#b3e4c7">${escapeXml(card.place)}</text>
</svg>`;
}

/** An abstract head-and-shoulders figure with initials: clearly a placeholder, never a stock face. */
function portraitSvg(initials: string, hue: { bg: string; figure: string; ring: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hue.bg}"/><stop offset="1" stop-color="${BRAND_900}"/>
    </linearGradient>
  </defs>
  <rect width="640" height="800" fill="url(#bg)"/>
  <circle cx="320" cy="380" r="200" fill="none" stroke="${hue.ring}" stroke-width="6" opacity="0.5"/>
  <circle cx="320" cy="370" r="125" fill="${hue.figure}"/>
  <path d="M90 800c0-150 103-250 230-250s230 100 230 250z" fill="${hue.figure}"/>
  <text x="320" y="402" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="92" font-weight="bold" fill="${BRAND_900}">${escapeXml(initials)}</text>
</svg>`;
}

const portraits = [
  {
    slug: 'jordan-hayes',
    initials: 'JH',
    hue: { bg: BRAND_500, figure: '#d8f2e1', ring: ACCENT },
  },
  {
    slug: 'alexis-morgan',
    initials: 'AM',
    hue: { bg: '#8f5512', figure: '#fdf3d7', ring: '#7fcfa5' },
  },
];

await mkdir('src/assets/team', { recursive: true });
const cards = (['en', 'es'] as const).map(shareCard);
for (const card of cards) {
  await sharp(Buffer.from(shareImageSvg(card)))
    .png({ compressionLevel: 9 })
    .toFile(card.file);
}
for (const p of portraits) {
  await sharp(Buffer.from(portraitSvg(p.initials, p.hue)))
    .png({ compressionLevel: 9 })
    .toFile(`src/assets/team/${p.slug}.png`);
}
console.log(
  'generated',
  cards.map((card) => card.file).join(', '),
  'and',
  portraits.length,
  'team portraits',
);
