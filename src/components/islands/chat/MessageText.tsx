import { Fragment } from 'react';

/**
 * Renders a reply as text. Only paths on this site (`/contact?service=cannabis`, `/impact`) become
 * links, named by the page's name when the server wrote `[name](/path)` (labelSitePaths.ts);
 * nothing from the model or the visitor is ever interpreted as HTML.
 */
const PATH = String.raw`\/[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\?service=[a-z-]+)?`;
const SITE_LINK = new RegExp(
  String.raw`\[([^\[\]\n]{1,80})\]\((${PATH})\)|(^|[\s(])(${PATH})(?=$|[\s).,!?;:])`,
  'gi',
);

export function splitSitePaths(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_LINK)) {
    const [whole, name, namedPath, before = '', barePath] = match;
    const start = (match.index ?? 0) + (name ? 0 : before.length);
    const end = (match.index ?? 0) + whole.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const href = (namedPath ?? barePath)!;
    parts.push({ text: name ?? href, href });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitSitePaths(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} className="font-semibold underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
