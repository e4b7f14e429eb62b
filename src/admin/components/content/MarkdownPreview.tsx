import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * The body as the site shows it: markdown to HTML with the site's prose styles, sanitised before
 * it reaches the page (an editor's text is never trusted as HTML). MDX imports and `{expressions}`
 * are the build's to fill in; the preview shows them as written.
 */
export default function MarkdownPreview({ source }: { source: string }) {
  const html = useMemo(() => {
    const withoutImports = source.replace(/^import .*$/gm, '');
    return DOMPurify.sanitize(marked.parse(withoutImports, { async: false }));
  }, [source]);
  return (
    <div
      className="prose max-w-none rounded-md border border-border bg-white p-4"
      // Sanitised above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
