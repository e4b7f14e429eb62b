import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readContentCollection } from '../../scripts/readContentCollection.ts';
import { consultationText } from '../components/islands/consultationText.ts';
import { knowledgeFor } from '../server/chat/siteKnowledge.ts';
import { topicPassages, topicPassagesEs } from '../server/chat/passages.ts';
import {
  contentFileSchemas,
  type ContentCollectionName,
} from '../lib/contentSchemas/contentFiles.ts';
import { footerColumns } from '../lib/navigation.ts';
import { divisions, equityVerification } from '../lib/site.ts';
import { fillSiteFacts } from '../lib/siteFacts.ts';
import { acknowledgementText } from '../server/mail/acknowledgementText.ts';
import { es } from './es.ts';
import { locales, type Locale } from './locales.ts';
import { translator } from './translate.ts';

/**
 * One name per page and one statement per promise, in both languages: the footer, the pages and the
 * chat assistant call the legal pages by the same name, and every sentence that says when social
 * equity certification is verified is the firm's one sentence (src/lib/site.ts).
 */
const root = process.cwd();
const collections = Object.keys(contentFileSchemas) as ContentCollectionName[];

/** Every string of an entry's data, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Everything the site says in one language: content (facts filled in), interface text, form, email, chat. */
async function copyIn(locale: Locale): Promise<string[]> {
  const entries = (
    await Promise.all(collections.map((name) => readContentCollection(root, name, locale)))
  ).flat();
  const form = consultationText[locale];
  const mail = acknowledgementText[locale];
  return [
    ...entries.flatMap((entry) => [...strings(entry.data), fillSiteFacts(entry.body)]),
    ...(locale === 'es' ? Object.values(es) : Object.keys(es)),
    ...strings({ ...form, serviceLabels: form.serviceLabels, messages: form.messages }),
    ...strings(Object.values(mail).filter((part) => typeof part !== 'function')),
    mail.greeting('Ana'),
    mail.received(mail.service('Cannabis/Social Equity')),
    ...knowledgeFor(locale).passages.flatMap((p) => [p.title, p.text]),
  ];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim());

/** A sentence about verifying certification that says when (not the privacy policy's "To verify … status"). */
const SAYS_WHEN_CERTIFICATION_IS_VERIFIED =
  /(?=.*\bverif)(?=.*\bcertifica)(?=.*\b(during|before|durante|antes de)\b)/i;

describe.each(locales)('the %s copy', (locale) => {
  const t = translator(locale);
  const legalLinks = footerColumns.find((c) => c.heading === 'Legal')!.links;

  it('names each legal page as the footer does: the page title and the chat', async () => {
    const legal = await readContentCollection(root, 'legal', locale);
    const passages = knowledgeFor(locale).passages;
    for (const page of legal) {
      const link = legalLinks.find((l) => l.href === `/${page.slug}`);
      expect(link, `a footer link to /${page.slug}`).toBeDefined();
      const name = t(link!.label);
      expect(page.data.title, `${page.slug} page title`).toBe(name);
      const sections = passages.filter((p) => p.id.startsWith(`legal-${page.slug}-`));
      expect(sections.length).toBeGreaterThan(3);
      // English: "Privacy Policy, Cookies: …"; Spanish: "Política de privacidad (Cookies). …".
      const opening = locale === 'es' ? `${name} (` : `${name},`;
      for (const section of sections) expect(section.text.startsWith(opening)).toBe(true);
    }
    const topics = locale === 'es' ? topicPassagesEs : topicPassages;
    const terms = topics.find((p) => p.id === 'terms')!;
    expect(terms.title).toBe(t('Terms of Service'));
    expect(terms.text).toContain(t('Terms of Service').toLowerCase());
    expect(topics.find((p) => p.id === 'pricing')!.text).toContain(
      t('Terms of Service').toLowerCase(),
    );
    expect(topics.find((p) => p.id === 'privacy')!.text).toContain(
      t('Privacy Policy').toLowerCase(),
    );
  });

  it('names the company pages as the footer does: the page titles and the chat', async () => {
    const company = footerColumns.find((c) => c.heading === 'Company')!.links;
    // Contact's title is a call to action ("Contact Us & Book a Free Consultation"), not a name.
    const named = company.filter((link) => link.href !== '/contact');
    expect(named.length).toBeGreaterThan(3);
    for (const link of named) {
      const page = await readFile(path.join(root, 'src', 'pages', `${link.href}.astro`), 'utf8');
      expect(page, `${link.href} page title`).toContain(`title: t('${link.label}')`);
    }
    const topics = locale === 'es' ? topicPassagesEs : topicPassages;
    const verification = topics.find((p) => p.id === 'verification')!;
    const saying = `${verification.title} ${verification.text}`;
    for (const label of ['Impact Report', 'Verification Documents', 'Social Equity Impact']) {
      expect(saying.toLowerCase(), label).toContain(t(label).toLowerCase());
    }
  });

  it('calls each program and the free consultation guarantee by one name: the page and the chat', async () => {
    const programs = await readContentCollection(root, 'programs', locale);
    const passages = knowledgeFor(locale).passages;
    expect(programs.length).toBeGreaterThan(2);
    for (const program of programs) {
      expect(passages.find((p) => p.id === `program-${program.slug}`)?.title).toBe(
        program.data.title,
      );
    }
    // The chat's summary of the terms names the guarantee with the terms page's own heading.
    const guarantee = passages.find(
      (p) => p.id.startsWith('legal-terms-of-service-') && /guarantee|garantia/.test(p.id),
    )!;
    const terms = passages.find((p) => p.id === 'terms')!;
    expect(terms.text.toLowerCase()).toContain(guarantee.title.toLowerCase());
  });

  it('never calls the Terms page by another name', async () => {
    const other = locale === 'es' ? /t[ée]rminos del servicio/i : /terms and conditions/i;
    expect((await copyIn(locale)).filter((text) => other.test(text))).toEqual([]);
  });

  it('states when certification is verified in one sentence, the one in site.ts', async () => {
    const statement = equityVerification[locale];
    const claims = (await copyIn(locale))
      .flatMap(sentences)
      .filter((s) => SAYS_WHEN_CERTIFICATION_IS_VERIFIED.test(s));
    expect(claims.length).toBeGreaterThan(5);
    expect([...new Set(claims)]).toEqual([statement]);
  });

  it('gives the statement in the form hint, the email, the FAQ, the terms, the programs and the chat', async () => {
    const statement = equityVerification[locale];
    expect(consultationText[locale].equityHint).toContain(statement);
    expect(acknowledgementText[locale].equityNote).toContain(statement);
    const [faq, programs, legal] = await Promise.all([
      readContentCollection(root, 'faq', locale),
      readContentCollection(root, 'programs', locale),
      readContentCollection(root, 'legal', locale),
    ]);
    expect(faq.find((e) => e.slug === 'equity-verification')!.data.answer).toContain(statement);
    expect(programs.find((e) => e.slug === 'free-consultations')!.data.description).toContain(
      statement,
    );
    expect(legal.find((e) => e.slug === 'terms-of-service')!.body).toContain(
      `{equityVerification.${locale}}`,
    );
    const passages = knowledgeFor(locale).passages;
    for (const id of [
      'social-equity-certification',
      'faq-equity-verification',
      'program-free-consultations',
    ]) {
      expect(passages.find((p) => p.id === id)?.text, id).toContain(statement);
    }
  });
});

/**
 * The English form and email use the specification's service types ('Cannabis/Social Equity'); the
 * Spanish ones name each division as the Spanish footer and menus do.
 */
describe('the Spanish division names', () => {
  it('are the footer’s in the form and the acknowledgement email', () => {
    const t = translator('es');
    const form = consultationText.es.serviceLabels;
    const mail = acknowledgementText.es;
    for (const division of divisions) {
      const name = t(division.name);
      expect(form[division.serviceType], `form option for ${division.id}`).toBe(name);
      // Inside the email's sentence, in lower case.
      expect(mail.service(division.serviceType)).toBe(name.toLowerCase());
    }
  });
});
