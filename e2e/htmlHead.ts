/**
 * The facts a page's served HTML states in its <head> (meta and link tags, JSON-LD), read from the
 * HTML text without a browser: they do not depend on the window's width, so specs check them once
 * per route instead of once per viewport.
 */
export interface HtmlHead {
  /** The first `<meta>` whose `name` or `property` is `key`: its `content`. */
  meta: (key: string) => string | undefined;
  /** The first `<link rel="…">`: its `href`. */
  link: (rel: string) => string | undefined;
  /** Every `<script type="application/ld+json">` block, parsed. */
  jsonLd: unknown[];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes of each tag named `tag`, in document order (values decoded). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        decodeEntities(value!),
      ]),
    ),
  );
}

export function readHtmlHead(html: string): HtmlHead {
  const metas = tags(html, 'meta');
  const links = tags(html, 'link');
  const jsonLd = [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map(([, body]) => JSON.parse(body!) as unknown);
  return {
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    link: (rel) => links.find((l) => l.rel === rel)?.href,
    jsonLd,
  };
}
