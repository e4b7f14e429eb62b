import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Passage } from '../src/lib/chat/types.ts';
import type { DivisionEntry } from '../src/lib/contentSchemas/divisions.ts';
import { divisionIds, site, type DivisionId } from '../src/lib/site.ts';
import { siteFact } from '../src/lib/siteFacts.ts';
import { sortedEntries } from '../src/lib/sortedEntries.ts';
import { localizedPath, type Locale } from '../src/i18n/locales.ts';
import { readContentCollection } from './readContentCollection.ts';

/**
 * Turns the site's content collections (src/content) into chat passages, so the assistant says
 * what the pages say. It reads the files with scripts/readContentCollection.ts (astro:content only
 * works inside Astro), checked with the collections' own schemas (src/lib/contentSchemas), so a
 * broken content file stops this step with its name and field.
 * English passages come from the entries, Spanish ones from their twins in each collection's es/
 * folder (src/lib/localizedContent.ts), with the glue words below in each language.
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
    // English division passages are found by their own words already; kept empty so they stay as they were.
    divisionKeywords: '',
    processKeywords: 'process steps approach how work',
    programKeywords: 'program programs',
    teamTitle: 'Our team',
    team: (people: string) =>
      `Our team: ${people}. Their photos, credentials and professional profiles are on the team page.`,
    teamKeywords: 'team people staff leaders leadership founders directors who behind',
    member: (name: string, role: string) => `${name} is our ${role}.`,
    memberKeywords: 'who runs leads lead head in charge director manager person team',
    credentials: 'Credentials:',
    history: 'Our history:',
    historyKeywords: 'history timeline',
  },
  es: {
    // "reducción típica de costos (20-40%)": Spanish names the figure after what it measures.
    stat: ({ value, label }: { value: string; label: string }) =>
      `${lowerFirst(label)} (${lowerFirst(value)})`,
    // Spanish continues in lower case after a colon and inside a sentence.
    afterColon: lowerFirst,
    covers: 'Incluye:',
    typicalFigures: 'cifras típicas:',
    // Spanish visitors say "la división de mercadeo"; the team passages name it in their titles
    // ("Líder de la División de Cannabis"), so the division passage must carry the word too.
    divisionKeywords: 'división',
    processKeywords: 'proceso pasos etapas cómo trabajan método',
    programKeywords: 'programa programas',
    teamTitle: 'Nuestro equipo',
    team: (people: string) =>
      `Nuestro equipo: ${people}. Sus fotos, credenciales y perfiles profesionales están en la página del equipo.`,
    teamKeywords: 'equipo personas personal líderes liderazgo fundadores directores quién quiénes',
    member: (name: string, role: string) => `${name}: ${lowerFirst(role)} de nuestra firma.`,
    memberKeywords:
      'quién dirige lidera encargado encargada director directora responsable persona equipo',
    credentials: 'Credenciales:',
    history: 'Nuestra historia:',
    historyKeywords: 'historia trayectoria cronología',
  },
} satisfies Record<Locale, unknown>;
type Glue = (typeof glue)['en'];

export const GENERATED_MODULE = path.join('src', 'lib', 'chat', 'generated', 'contentPassages.ts');

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function divisionPassages(
  id: DivisionId,
  d: DivisionEntry,
  words: Glue,
  locale: Locale,
): Passage[] {
  const base = { url: localizedPath(`/${id}`, locale), service: id } as const;
  const passages: Passage[] = [
    {
      id: `division-${id}`,
      title: d.eyebrow,
      text: `${sentence(d.headline)} ${d.lead} ${d.cta.text}`,
      keywords: [...d.keywords, words.divisionKeywords].filter(Boolean).join(' '),
      ...base,
    },
  ];
  if (d.stats?.length) {
    const benefits = d.benefits
      ? ` ${d.benefits.heading}: ${d.benefits.items.map((b) => `${b.title}: ${words.afterColon(b.description)}`).join(' ')}`
      : '';
    // Titled with the call to action ("See What You Could Save") and carrying the headline, the
    // words visitors use when they ask what the figures answer ("how much could I save").
    passages.push({
      id: `division-${id}-figures`,
      title: `${d.eyebrow}: ${words.afterColon(d.cta.heading)}`,
      text: `${sentence(d.headline)} ${d.eyebrow}, ${words.typicalFigures} ${d.stats.map(words.stat).join(', ')}.${benefits}`,
      keywords: d.stats.map((stat) => `${stat.value} ${stat.label}`).join(' '),
      ...base,
    });
  }
  if (d.process) {
    passages.push({
      id: `division-${id}-process`,
      title: `${d.eyebrow}: ${words.afterColon(d.process.heading)}`,
      text: `${d.process.heading}: ${d.process.steps.map((s, i) => `${i + 1}. ${s.title}: ${words.afterColon(s.description)}`).join(' ')}`,
      keywords: words.processKeywords,
      ...base,
    });
  }
  if (d.capabilities) {
    passages.push({
      id: `division-${id}-capabilities`,
      title: `${d.eyebrow}: ${words.afterColon(d.capabilities.heading)}`,
      text: `${d.eyebrow}, ${d.capabilities.heading.toLowerCase()}: ${d.capabilities.items.join('; ')}.`,
      ...base,
    });
  }
  return passages;
}

/** MDX body → plain text: `{site.key}` expressions take site.ts values, tags and markup go. */
function plainMdx(body: string): string {
  return body
    .replace(/\{`?\$?\{?((?:site|equityVerification)\.[\w.]+)\}?`?\}/g, (_, path: string) =>
      siteFact(path),
    )
    .replace(/<a [^>]*>([^<]*)<\/a>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/^import .*$/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/^\s*[-*] /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One passage per `## Section` of a legal page, so "when is payment due" finds that section. */
function legalPassages(
  slug: string,
  title: string,
  body: string,
  words: Glue,
  locale: Locale,
): Passage[] {
  const sections = body.split(/^## /m).slice(1);
  return sections.map((section) => {
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
      text: `${title}, ${words.afterColon(heading.trim())}: ${words.afterColon(plainMdx(rest.join('\n')))}`,
      url: localizedPath(`/${slug}`, locale),
      keywords: title.toLowerCase(),
    };
  });
}

/** Reads src/content under `root` and returns one language's passages, in a stable order. */
export async function contentPassages(root: string, locale: Locale = 'en'): Promise<Passage[]> {
  const words = glue[locale];
  const page = (path: string) => localizedPath(path, locale);
  const [divisions, services, faq, programs, team, timeline, legal] = await Promise.all([
    readContentCollection(root, 'divisions', locale),
    readContentCollection(root, 'services', locale),
    readContentCollection(root, 'faq', locale),
    readContentCollection(root, 'programs', locale),
    readContentCollection(root, 'team', locale),
    readContentCollection(root, 'timeline', locale),
    readContentCollection(root, 'legal', locale),
  ]);
  const divisionById = new Map(divisions.map((d) => [d.slug, d.data]));
  for (const id of divisionIds) {
    if (!divisionById.has(id)) throw new Error(`src/content/divisions/${id}.mdx is missing`);
  }

  const passages: Passage[] = [];
  for (const id of divisionIds) {
    const division = divisionById.get(id);
    if (!division) continue;
    passages.push(...divisionPassages(id, division, words, locale));
    for (const { slug, data } of sortedEntries(
      services.filter((s) => s.data.division === id),
      'order',
    )) {
      passages.push({
        id: `service-${id}-${slug}`,
        title: data.title,
        text: `${data.title} (${division.eyebrow}): ${words.afterColon(data.summary)} ${words.covers} ${data.points.map(words.afterColon).join('; ')}.`,
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
      keywords: words.programKeywords,
    });
  }
  const people = sortedEntries(team, 'order');
  passages.push({
    id: 'team',
    title: words.teamTitle,
    text: words.team(people.map((p) => `${p.data.name}, ${p.data.role}`).join('; ')),
    url: page('/team'),
    keywords: words.teamKeywords,
  });
  for (const { slug, data } of people) {
    passages.push({
      id: `team-${slug}`,
      title: `${data.name}, ${data.role}`,
      text: `${words.member(data.name, data.role)} ${data.bio} ${words.credentials} ${data.credentials.map(words.afterColon).join('; ')}.`,
      url: page('/team'),
      keywords: words.memberKeywords,
    });
  }
  for (const { data } of sortedEntries(timeline, 'year')) {
    passages.push({
      id: `timeline-${data.year}`,
      // The heading names a past event ("Four-State Reach"), not a topic to answer today's
      // questions with, so it goes in the text and the entry ranks below current facts.
      title: `${words.history} ${data.year}`,
      text: `${data.year}, ${words.afterColon(data.title)}: ${words.afterColon(data.description)}`,
      url: page('/impact'),
      keywords: words.historyKeywords,
      weight: 0.7,
    });
  }
  for (const { slug, data, body } of legal)
    passages.push(...legalPassages(slug, data.title, body, words, locale));
  return passages;
}

/** The source text of the generated module, formatted like the rest of the code. */
export async function renderContentPassagesModule(root: string): Promise<string> {
  const [english, spanish] = await Promise.all([
    contentPassages(root, 'en'),
    contentPassages(root, 'es'),
  ]);
  const file = path.join(root, GENERATED_MODULE);
  const source = `// Generated by scripts/buildChatKnowledge.ts from src/content. Do not edit by hand:
// change the content files, then run \`npx tsx scripts/buildChatKnowledge.ts\` (npm run build does it too).
import type { Passage } from '../types.ts';

export const contentPassages: Passage[] = ${JSON.stringify(english, null, 2)};

/** The same passages from the Spanish twins (src/content/<collection>/es/), linking /es pages. */
export const contentPassagesEs: Passage[] = ${JSON.stringify(spanish, null, 2)};
`;
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}
