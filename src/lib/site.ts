import firmFacts from '../content/facts/firm.json' with { type: 'json' };
import type { FirmFacts } from './contentSchemas/facts.ts';
import type { ServiceType } from './domain.ts';

/**
 * The firm's facts, in one place. Every page, the API (emails) and the chat assistant read from here.
 * What an editor changes (phone, email, address, hours, social links, headline figures) lives in
 * src/content/facts/firm.json (schema: src/lib/contentSchemas/facts.ts), edited in /admin/content;
 * the JSON is imported, not read at run time, so the pages, the contact form's bundle, the chat
 * knowledge step and the API function all get it from their own bundler. Values are placeholders an
 * editor replaces before launch.
 *
 * `site` is the facts this build shipped, and nothing changes it: pages are built with it. The API
 * reads the facts in force from its context instead (`c.get('facts')`, src/server/facts/), which a
 * local publish replaces with a new snapshot (src/lib/publishedFacts.ts). ESLint refuses a fact read
 * at module scope anywhere, and any `site.<fact>` read in src/server (eslint.config.js, "facts").
 */
const facts: FirmFacts = firmFacts;

/** Dialled by tel: links: the printed number's digits (the schema allows US numbers only). */
export const dialled = (phone: string) => `+1${phone.replace(/\D/g, '')}`;

export const site = {
  name: 'Legacy Equity Group',
  legalName: 'Legacy Equity Group, LLC',
  tagline: 'Building Equity Through Enterprise',
  description:
    'Consulting for social equity cannabis applicants, real estate, clean energy and marketing across Massachusetts, Rhode Island, Connecticut and New York.',
  // Spread, not copied field by field: `site` reaches the browser (docs/design.md, "Byte budgets").
  ...facts,
  phoneE164: dialled(facts.phone),
  serviceAreas: ['MA', 'RI', 'CT', 'NY'] as const,
  serviceAreaNames: ['Massachusetts', 'Rhode Island', 'Connecticut', 'New York'] as const,
  equityCertificationRegions: ['MA', 'RI', 'CT', 'NY', 'City of Boston'] as const,
  responsePromise: '24-48 hours',
  equityResponsePromise: '24 hours',
  freeConsultationMinimumHours: 1,
  paymentDueDays: 30,
} as const;

/**
 * When social equity certification is verified, as the firm states it everywhere (the form's hint,
 * the acknowledgement email, the FAQ, the terms, the contact and impact pages, the chat): one
 * sentence per language, so the promise is never worded two ways. Content files print it with
 * `{equityVerification.en}` / `{equityVerification.es}` (src/lib/siteFacts.ts). It sits beside
 * `site`, not in it: no browser code needs this sentence (docs/design.md, "Byte budgets").
 */
export const equityVerification = {
  en: 'We verify your social equity certification during the consultation request, before your first meeting.',
  es: 'Verificamos su certificación de equidad social durante el trámite de su solicitud de consulta, antes de su primera reunión.',
} as const;

/**
 * The same fact for the pages lenders, boards and program officers read (/impact, the impact report,
 * /verification-documents): said of the firm's clients, not to an applicant.
 */
export const equityVerificationForLenders = {
  en: 'We verify each client’s social equity certification during the consultation request, before the first meeting.',
  es: 'Verificamos la certificación de equidad social de cada cliente durante el trámite de su solicitud de consulta, antes de la primera reunión.',
} as const;

/**
 * The four divisions' ids, in menu order: the one list the content schemas (src/lib/contentSchemas),
 * the division page route (src/pages/[division].astro) and the menus derive from.
 */
export const divisionIds = ['cannabis', 'real-estate', 'marketing', 'clean-energy'] as const;

export type DivisionId = (typeof divisionIds)[number];

type DivisionServiceType = Exclude<ServiceType, 'Multiple Services'>;

const divisionDetails: Record<DivisionId, { name: string; serviceType: DivisionServiceType }> = {
  cannabis: { name: 'Cannabis & Social Equity', serviceType: 'Cannabis/Social Equity' },
  'real-estate': { name: 'Real Estate', serviceType: 'Real Estate' },
  marketing: { name: 'Marketing', serviceType: 'Marketing' },
  'clean-energy': { name: 'Clean Energy', serviceType: 'Clean Energy' },
};

/** The four divisions, in menu order. Each one's page copy lives in src/content/divisions/<id>.md. */
export const divisions: readonly {
  id: DivisionId;
  name: string;
  path: `/${DivisionId}`;
  serviceType: DivisionServiceType;
}[] = divisionIds.map((id) => ({ id, path: `/${id}` as const, ...divisionDetails[id] }));

export function divisionById(id: DivisionId) {
  const division = divisions.find((d) => d.id === id);
  if (!division) throw new Error(`Unknown division "${id}"`);
  return division;
}

export type Site = typeof site;

export function formatAddress(facts: Pick<Site, 'address'> = site): string {
  const a = facts.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
