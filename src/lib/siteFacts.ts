import { equityVerification, site } from './site.ts';

/**
 * Content text can print a firm fact instead of repeating it: `{site.phone}`,
 * `{equityVerification.es}`, the same expressions the MDX legal pages use. The content readers
 * (src/lib/localizedContent.ts for the pages, scripts/readContentCollection.ts for the chat knowledge and the
 * browser tests) fill them in, so a sentence the firm states in several places is written once, in
 * src/lib/site.ts. A name that is not a fact stops the build rather than reaching a page.
 */
const facts = { site, equityVerification };
const FACT = /\{((?:site|equityVerification)\.[\w.]+)\}/g;

/** 'site.phone' → '(413) 555-0142'; 'equityVerification.es' → the Spanish sentence. */
export function siteFact(path: string): string {
  let value: unknown = facts;
  for (const key of path.split('.')) {
    value =
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`{${path}} is not a fact in src/lib/site.ts`);
  }
  return String(value);
}

/** "… {equityVerification.en}" → "… We verify your social equity certification …". */
export function fillSiteFacts(text: string): string {
  return text.replace(FACT, (_, path: string) => siteFact(path));
}

/**
 * An entry's data with the facts filled in every string, however deep (lists, nested objects).
 * Anything without a fact is returned as it was, the same object: image metadata keeps the hidden
 * properties the image pipeline reads.
 */
export function withSiteFacts<T>(data: T): T {
  if (typeof data === 'string') return fillSiteFacts(data) as T;
  if (Array.isArray(data)) {
    const items = data.map((item: unknown) => withSiteFacts(item));
    return items.some((item, i) => item !== data[i]) ? (items as T) : data;
  }
  if (isPlainObject(data)) {
    const entries = Object.entries(data).map(([key, value]) => [key, withSiteFacts(value)]);
    return entries.some(([key, value]) => value !== data[key as string])
      ? (Object.fromEntries(entries) as T)
      : data;
  }
  return data;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
