import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ContentKnowledge } from '../src/server/chat/composeSiteKnowledge.ts';
import type { Passage } from '../src/server/chat/types.ts';
import type { DivisionEntry } from '../src/lib/contentSchemas/divisions.ts';
import { divisionIds, site, type DivisionId } from '../src/lib/site.ts';
import { siteFact } from '../src/lib/siteFacts.ts';
import { sortedEntries } from '../src/lib/sortedEntries.ts';
import { localizedPath, type Locale } from '../src/i18n/locales.ts';
import { translator } from '../src/i18n/translate.ts';
import { quoted } from '../src/i18n/quotation.ts';
import { glossarySynonyms } from './chatGlossary.ts';
import { readContentCollection } from './readContentCollection.ts';

/**
 * Turns the site's content collections (src/content) into chat passages, so the assistant says
 * what the pages say. It reads the files with scripts/readContentCollection.ts (astro:content only
 * works inside Astro), checked with the collections' own schemas (src/lib/contentSchemas), so a
 * broken content file stops this step with its name and field.
 * English passages come from the entries, Spanish ones from their twins in each collection's es/
 * folder (src/lib/localizedContent.ts), with the glue words below in each language. Everything a
 * page shows is indexed; a passage's search words are what the site itself says about it: the
 * division's keywords and search title (schema metadata), the headings of the page section that
 * shows the entry (src/i18n), a legal page's description.
 */

/** "Nuestro enfoque" → "nuestro enfoque"; names and acronyms ("Massachusetts", "LED") keep their capital. */
function lowerFirst(text: string): string {
  const [word = ''] = text.split(/[\s,.:;]/);
  const name = word.length > 1 && (word === word.toUpperCase() || PROPER_NAMES.has(word));
  return name ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
const PROPER_NAMES = new Set([
  ...site.name.split(' '),
  ...site.serviceAreaNames.flatMap((name) => name.split(' ')),
  'Nueva',
  site.address.city,
  'Boston',
  'California',
  'Google',
]);

/** "20-40%" + "Typical cost reduction" → "20-40% typical cost reduction"; "Rebates" + "State rebates available" → the label alone. */
function statPhrase({ value, label }: { value: string; label: string }): string {
  const lower = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return label.toLowerCase().includes(value.toLowerCase()) ? lower : `${value} ${lower}`;
}

const glue = {
  en: {
    stat: statPhrase,
    // English headings keep their capitals after a colon ("Real Estate Advisory: Our Four-Step Approach").
    afterColon: (text: string) => text,
    covers: 'It covers:',
    typicalFigures: 'typical figures:',
    teamTitle: 'Our team',
    team: (people: string) =>
      `Our team: ${people}. Their photos, credentials and professional profiles are on the team page.`,
    member: (name: string, role: string) => `${name} is our ${role}.`,
    credentials: 'Credentials:',
    email: (address: string) => `Email: ${address}.`,
    history: 'Our history:',
    quote: (text: string) => quoted(text, 'en'),
    timeline: (year: number, title: string, description: string) =>
      `${year}, ${title}: ${description}`,
    legalSection: (page: string, heading: string, body: string) => `${page}, ${heading}: ${body}`,
    testimonialBy: (name: string, role: string, company?: string) =>
      [name, role, company].filter(Boolean).join(', '),
    partnerContact: 'Contact:',
  },
  es: {
    // "reducción típica de costos (20-40%)": Spanish names the figure after what it measures.
    stat: ({ value, label }: { value: string; label: string }) =>
      `${lowerFirst(label)} (${lowerFirst(value)})`,
    // Spanish continues in lower case after a colon and inside a sentence.
    afterColon: lowerFirst,
    covers: 'Incluye:',
    typicalFigures: 'cifras típicas:',
    teamTitle: 'Nuestro equipo',
    team: (people: string) =>
      `Nuestro equipo: ${people}. Sus fotos, credenciales y perfiles profesionales están en la página del equipo.`,
    member: (name: string, role: string) => `${name}: ${lowerFirst(role)} de nuestra firma.`,
    credentials: 'Credenciales:',
    email: (address: string) => `Correo electrónico: ${address}.`,
    history: 'Nuestra historia:',
    // «…», the full stop outside (GLOSSARY.es.md).
    quote: (text: string) => quoted(text, 'es'),
    // "2021 – División de Bienes Raíces. …": the entry's title keeps its capitals, and no colon
    // stacks on the description's own.
    timeline: (year: number, title: string, description: string) =>
      `${year} – ${title}. ${sentence(description)}`,
    legalSection: (page: string, heading: string, body: string) => `${page} (${heading}). ${body}`,
    // "Marcus Bell, solicitante de equidad social (Bell Street Botanicals)".
    testimonialBy: (name: string, role: string, company?: string) =>
      `${name}, ${lowerFirst(role)}${company ? ` (${company})` : ''}`,
    partnerContact: 'Contacto:',
  },
} satisfies Record<Locale, unknown>;
type Glue = (typeof glue)['en'];

/** The headings of the page sections that show each kind of entry, in the page's language. */
function sectionWords(locale: Locale) {
  const t = translator(locale);
  const join = (...labels: string[]) => labels.map((label) => t(label)).join(' ');
  return {
    divisions: join('Four Divisions, One Team'),
    process: join('How We Work'),
    capabilities: join('What We Deliver'),
    figures: join('The Numbers'),
    programs: join('Programs', 'How We Give Back'),
    team: join('Our Team', 'Experienced Guides, Rooted in Community'),
    timeline: join('Our Journey'),
    recognitions: join('Recognitions', 'Credentials You Can Check'),
    testimonials: join('Client Stories', 'Voices From Our Community'),
    partnerships: join('Client Partnerships', 'Businesses We Have Built With'),
  };
}
type SectionWords = ReturnType<typeof sectionWords>;

export const GENERATED_MODULE = path.join(
  'src',
  'server',
  'chat',
  'generated',
  'contentPassages.ts',
);

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function divisionPassages(
  id: DivisionId,
  { data: d, body }: { data: DivisionEntry; body: string },
  words: Glue,
  sections: SectionWords,
  locale: Locale,
): Passage[] {
  const base = { url: localizedPath(`/${id}`, locale), service: id } as const;
  const passages: Passage[] = [
    {
      id: `division-${id}`,
      title: d.eyebrow,
      text: `${sentence(d.headline)} ${d.lead} ${d.cta.text}`,
      keywords: [d.seoTitle, ...d.keywords, sections.divisions].join(' '),
      ...base,
    },
  ];
  // The page's introduction (the Markdown body): why the division works the way it does.
  const intro = plainMarkdown(body);
  if (intro) {
    passages.push({
      id: `division-${id}-intro`,
      title: `${d.eyebrow}: ${words.afterColon(d.headline)}`,
      text: intro,
      keywords: d.cardSummary,
      ...base,
    });
  }
  if (d.stats?.length) {
    const benefits = d.benefits
      ? ` ${d.benefits.heading}: ${d.benefits.items.map((b, i) => `${i === 0 ? words.afterColon(b.title) : b.title}: ${words.afterColon(b.description)}`).join(' ')}`
      : '';
    // Titled with the call to action ("See What You Could Save") and carrying the headline, the
    // words visitors use when they ask what the figures answer ("how much could I save").
    passages.push({
      id: `division-${id}-figures`,
      title: `${d.eyebrow}: ${words.afterColon(d.cta.heading)}`,
      text: `${sentence(d.headline)} ${d.eyebrow}, ${words.typicalFigures} ${d.stats.map(words.stat).join(', ')}.${benefits}`,
      keywords: sections.figures,
      ...base,
    });
  }
  if (d.process) {
    passages.push({
      id: `division-${id}-process`,
      title: `${d.eyebrow}: ${words.afterColon(d.process.heading)}`,
      text: `${d.process.heading}: ${d.process.steps.map((s, i) => `${i + 1}. ${s.title}: ${words.afterColon(s.description)}`).join(' ')}`,
      keywords: sections.process,
      ...base,
    });
  }
  if (d.capabilities) {
    passages.push({
      id: `division-${id}-capabilities`,
      title: `${d.eyebrow}: ${words.afterColon(d.capabilities.heading)}`,
      text: `${d.eyebrow}, ${d.capabilities.heading.toLowerCase()}: ${d.capabilities.items.map(words.afterColon).join('; ')}.`,
      keywords: sections.capabilities,
      ...base,
    });
  }
  return passages;
}

/**
 * Markdown body → plain text: `{site.key}` tokens take site.ts values, markup goes. Bodies hold no
 * HTML (the content editor refuses it), so a `<` is the editor's text and stays.
 */
function plainMarkdown(body: string): string {
  return body
    .replace(/\{((?:site|equityVerification)\.[\w.]+)\}/g, (_, path: string) => siteFact(path))
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/^\s*[-*] /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The legal page's opening (who and what it covers), then one passage per `## Section`, so "when is
 * payment due" finds that section. An italic note (the Spanish pages' translation notice) is not
 * part of the opening.
 */
function legalPassages(
  slug: string,
  { title, description }: { title: string; description: string },
  body: string,
  words: Glue,
  locale: Locale,
): Passage[] {
  const [opening = '', ...sections] = body.split(/^## /m);
  const intro = plainMarkdown(
    opening
      .split(/\n\s*\n/)
      .filter((paragraph) => !/^_.*_$/s.test(paragraph.trim()))
      .join('\n\n'),
  );
  const first: Passage[] = intro
    ? [
        {
          id: `legal-${slug}`,
          title,
          text: `${title}: ${words.afterColon(intro)}`,
          url: localizedPath(`/${slug}`, locale),
          keywords: description,
        },
      ]
    : [];
  return first.concat(
    sections.map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      const id = heading
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return {
        id: `legal-${slug}-${id}`,
        title: heading.trim(),
        text: words.legalSection(title, heading.trim(), plainMarkdown(rest.join('\n'))),
        url: localizedPath(`/${slug}`, locale),
        keywords: title.toLowerCase(),
        // Fine print restating rules the FAQ and the site facts state plainly: those answer first.
        weight: 0.8,
      };
    }),
  );
}

/** Reads src/content under `root` and returns one language's passages, in a stable order. */
export async function contentPassages(root: string, locale: Locale = 'en'): Promise<Passage[]> {
  const words = glue[locale];
  const sections = sectionWords(locale);
  const page = (path: string) => localizedPath(path, locale);
  const [
    divisions,
    services,
    faq,
    programs,
    team,
    timeline,
    legal,
    recognitions,
    testimonials,
    partnerships,
  ] = await Promise.all([
    readContentCollection(root, 'divisions', locale),
    readContentCollection(root, 'services', locale),
    readContentCollection(root, 'faq', locale),
    readContentCollection(root, 'programs', locale),
    readContentCollection(root, 'team', locale),
    readContentCollection(root, 'timeline', locale),
    readContentCollection(root, 'legal', locale),
    readContentCollection(root, 'recognitions', locale),
    readContentCollection(root, 'testimonials', locale),
    readContentCollection(root, 'partnerships', locale),
  ]);
  const divisionById = new Map(divisions.map((d) => [d.slug, d]));
  for (const id of divisionIds) {
    if (!divisionById.has(id)) throw new Error(`src/content/divisions/${id}.md is missing`);
  }

  const passages: Passage[] = [];
  for (const id of divisionIds) {
    const division = divisionById.get(id);
    if (!division) continue;
    passages.push(...divisionPassages(id, division, words, sections, locale));
    for (const { slug, data } of sortedEntries(
      services.filter((s) => s.data.division === id),
      'order',
    )) {
      passages.push({
        id: `service-${id}-${slug}`,
        title: data.title,
        text: `${data.title} (${division.data.eyebrow}): ${words.afterColon(data.summary)} ${words.covers} ${data.points.map(words.afterColon).join('; ')}.`,
        url: page(`/${id}`),
        keywords: id.replace('-', ' '),
        service: id,
      });
    }
  }
  for (const { slug, data } of sortedEntries(faq, 'order')) {
    // The general contact page when it lists the question, else the division page that does.
    const faqPage = data.pages.includes('contact') ? 'contact' : data.pages[0];
    const divisions = data.pages.filter((p): p is DivisionId => p !== 'contact');
    passages.push({
      id: `faq-${slug}`,
      title: data.question,
      text: data.answer,
      url: localizedPath(`/${faqPage}`, locale),
      ...(divisions.length === 1 ? { service: divisions[0] } : {}),
    });
  }
  for (const { slug, data } of sortedEntries(programs, 'order')) {
    const status = data.timing ? `${data.label}, ${words.afterColon(data.timing)}` : data.label;
    passages.push({
      id: `program-${slug}`,
      title: data.title,
      text: `${data.title} (${status}): ${words.afterColon(data.description)}`,
      url: page('/impact'),
      keywords: sections.programs,
    });
  }
  const people = sortedEntries(team, 'order');
  passages.push({
    id: 'team',
    title: words.teamTitle,
    text: words.team(
      people.map((p) => `${p.data.name}, ${words.afterColon(p.data.role)}`).join('; '),
    ),
    url: page('/team'),
    keywords: sections.team,
  });
  for (const { slug, data } of people) {
    passages.push({
      id: `team-${slug}`,
      title: `${data.name}, ${data.role}`,
      text: `${words.member(data.name, data.role)} ${data.bio} ${words.credentials} ${data.credentials.map(words.afterColon).join('; ')}. ${words.email(data.email)}`,
      url: page('/team'),
      keywords: sections.team,
    });
  }
  for (const { data } of sortedEntries(timeline, 'year')) {
    passages.push({
      id: `timeline-${data.year}`,
      // The heading names a past event ("Four-State Reach"), not a topic to answer today's
      // questions with, so it goes in the text and the entry ranks below current facts.
      title: `${words.history} ${data.year}`,
      text: words.timeline(data.year, data.title, data.description),
      url: page('/impact'),
      keywords: sections.timeline,
      weight: 0.7,
    });
  }
  const recognitionList = sortedEntries(recognitions, 'order');
  passages.push({
    id: 'recognitions',
    title: translator(locale)('Credentials You Can Check'),
    text: `${translator(locale)('Credentials You Can Check')}: ${recognitionList.map(({ data }) => `${words.afterColon(data.title)} (${words.afterColon(data.issuer)})`).join('; ')}.`,
    url: page('/impact'),
    keywords: sections.recognitions,
  });
  for (const { slug, data } of recognitionList) {
    passages.push({
      id: `recognition-${slug}`,
      title: data.title,
      text: `${data.title} (${words.afterColon(data.issuer)}): ${words.afterColon(data.description)}`,
      url: page('/impact'),
      keywords: `${data.badge} ${sections.recognitions}`,
    });
  }
  for (const { slug, data } of sortedEntries(testimonials, 'order')) {
    const who = [data.name, data.role, data.company].filter(Boolean).join(', ');
    passages.push({
      id: `testimonial-${slug}`,
      title: who,
      text: `${words.testimonialBy(data.name, data.role, data.company)}: ${words.quote(data.quote)}`,
      url: page('/impact'),
      keywords: sections.testimonials,
      // A client's words about their own case: what the firm itself says answers first, the
      // story when the question is about it (its client's name, "what do clients say").
      weight: 0.6,
    });
  }
  for (const { slug, data } of sortedEntries(partnerships, 'order')) {
    const contact = [data.contact?.phone, data.contact?.email, data.contact?.website].filter(
      Boolean,
    );
    passages.push({
      id: `partnership-${slug}`,
      title: data.company,
      text: `${data.company} (${data.name}, ${words.afterColon(data.title)}): ${words.afterColon(data.description)}${contact.length ? ` ${words.partnerContact} ${contact.join(', ')}.` : ''}`,
      url: page('/cannabis'),
      service: 'cannabis',
      keywords: sections.partnerships,
    });
  }
  for (const { slug, data, body } of legal)
    passages.push(...legalPassages(slug, data, body, words, locale));
  return passages;
}

/** Both languages' passages and the Spanish glossary, from src/content under `root`. */
export async function readContentKnowledge(root: string): Promise<ContentKnowledge> {
  const [en, es, glossary] = await Promise.all([
    contentPassages(root, 'en'),
    contentPassages(root, 'es'),
    readFile(path.join(root, 'src', 'content', 'GLOSSARY.es.md'), 'utf8'),
  ]);
  return { en, es, glossaryEs: glossarySynonyms(glossary) };
}

/** The source text of the generated module, formatted like the rest of the code. */
export async function renderContentPassagesModule(
  root: string,
  content?: ContentKnowledge,
): Promise<string> {
  const { en: english, es: spanish, glossaryEs } = content ?? (await readContentKnowledge(root));
  const file = path.join(root, GENERATED_MODULE);
  const source = `// Generated from src/content by scripts/writeChatPassages.ts; not committed (.gitignore). Do not
// edit by hand: change the content files, then run \`npx tsx scripts/writeChatPassages.ts\`.
import type { Passage } from '../types.ts';

export const contentPassages: Passage[] = ${JSON.stringify(english, null, 2)};

/** The same passages from the Spanish twins (src/content/<collection>/es/), linking /es pages. */
export const contentPassagesEs: Passage[] = ${JSON.stringify(spanish, null, 2)};

/**
 * Search words from src/content/GLOSSARY.es.md: [what a Spanish visitor may write, the site's
 * term] (scripts/chatGlossary.ts).
 */
export const glossaryEs: [string, string][] = ${JSON.stringify(glossaryEs)};
`;
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}
