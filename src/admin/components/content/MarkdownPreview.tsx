import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * The body as the site shows it: markdown to HTML with the site's prose styles, sanitised before
 * it reaches the page (an editor's text is never trusted as HTML). MDX imports and `{expressions}`
 * are the build's to fill in; the preview shows them as written.
 *
 * Why `marked` and not the site's own renderer: Astro 7 renders markdown and MDX with satteri
 * (Rust; @astrojs/markdown-satteri, GFM and smart punctuation on, no remark/rehype plugins). In the
 * browser satteri needs its WebAssembly build, which is not installed and which the strict CSP
 * would have to allow ('wasm-unsafe-eval'); a preview from the server would add its native binary
 * (4 MB, 1.6 MB gzipped) to the api function (5 MB zipped budget) and a request per keystroke.
 * Measured on the division bodies (8 files, English and Spanish): the HTML of `marked` and of
 * satteri is the same apart from heading ids. What differs is what an editor types that the content
 * does not hold today: straight quotes, `--` and `...`, which the site curls and the preview
 * leaves straight.
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
