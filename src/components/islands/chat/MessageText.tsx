import { Fragment } from 'react';

/**
 * Renders a reply as text. Only paths on this site (`/contact?service=cannabis`, `/impact`) become
 * links; nothing from the model or the visitor is ever interpreted as HTML.
 */
const SITE_PATH =
  /(^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\?service=[a-z-]+)?)(?=$|[\s).,!?;:])/gi;

export function splitSitePaths(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const path = match[2] ?? '';
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: path, href: path });
    last = start + path.length;
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
