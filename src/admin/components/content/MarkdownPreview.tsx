import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { contentQueries } from '../../queries/content.ts';
import { LoadingState } from '../LoadingState.tsx';

/**
 * The body as the site prints it: rendered on the server by Astro's own Markdown processor with
 * the facts filled in (src/server/routes/adminContentPreview.ts), in the site's typography
 * (`prose-copy`), so the preview is what publishes: curly quotes, `<2 years` as text, the phone
 * number for `{site.phone}`. Text a save would refuse (HTML, code, a javascript: link) is not
 * rendered but listed with its line. The server's HTML holds no markup the editor typed; it is
 * still sanitised before it reaches the page, as everything from the network is.
 */
export default function MarkdownPreview({ source }: { source: string }) {
  const preview = useQuery(contentQueries.preview(source));
  const html = useMemo(
    () => (preview.data ? DOMPurify.sanitize(preview.data.html) : ''),
    [preview.data],
  );
  if (preview.isPending) return <LoadingState label="Rendering the preview..." />;
  if (preview.isError) {
    return (
      <p role="alert" className="text-danger">
        The preview could not be made. Check your connection and try again.
      </p>
    );
  }
  if (preview.data.problems.length > 0) {
    return (
      <div role="alert" className="rounded-md border border-danger p-4">
        <p className="font-semibold">This text cannot be published as it is:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {preview.data.problems.map((problem) => (
            <li key={`${problem.line}-${problem.message}`}>
              Line {problem.line}: {problem.message}.
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div
      className="prose-copy max-w-none rounded-md border border-border bg-white p-4"
      data-testid="markdown-preview"
      // Rendered by the site's Markdown processor, then sanitised above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
