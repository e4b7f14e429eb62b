import { equityVerification, site } from './site.ts';

/**
 * Content text can print a firm fact instead of repeating it: `{site.phone}`,
 * `{equityVerification.es}`. These are tokens, not code: the page bodies are plain Markdown (`.md`,
 * where braces are ordinary characters) and the tokens are replaced in the rendered text. The content
 * readers (src/lib/localizedContent.ts for the data, MarkdownBody.astro for the page bodies,
 * scripts/readContentCollection.ts for the chat knowledge and the browser tests) fill them in, so a
 * sentence the firm states in several places is written once, in src/lib/site.ts. A name that is not
 * a fact stops the build rather than reaching a page; the content editor refuses it at save.
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

/** Whether `path` ('site.phone') names a fact a content text may print. */
export function isSiteFact(path: string): boolean {
  try {
    siteFact(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every `{name.name…}` in a text, fact or not, with its offset: the content editor refuses the ones
 * that are not facts (`{process.env.X}`), so a typo never reaches the build. Braces around anything
 * else (`{dólar}`) are ordinary text.
 */
export function factLikeTokens(text: string): { token: string; path: string; index: number }[] {
  return [...text.matchAll(/\{\s*([A-Za-z_$][\w$]*(?:\s*\.\s*[\w$]+)+)\s*\}/g)].map((match) => ({
    token: match[0],
    path: match[1]!.replace(/\s+/g, ''),
    index: match.index,
  }));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
// In a link's href the renderer percent-encodes the braces: mailto:%7Bsite.email%7D.
const FACT_IN_HTML = /(?:\{|%7B)((?:site|equityVerification)\.[\w.]+)(?:\}|%7D)/gi;

/** A rendered Markdown body (HTML) with its fact tokens filled in, in text and in link targets. */
export function fillSiteFactsInHtml(html: string): string {
  return html.replace(FACT_IN_HTML, (_, path: string) => escapeHtml(siteFact(path)));
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
