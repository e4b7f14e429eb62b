import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { useFieldValue } from './contentForm.ts';

const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor.tsx'));
const MarkdownPreview = lazy(() => import('./MarkdownPreview.tsx'));

/** A page body: CodeMirror for the markdown, and a preview rendered like the site's prose. */
export function MarkdownField({
  name,
  label,
  error,
}: {
  name: string;
  label: string;
  error?: string;
}) {
  const [value, setValue] = useFieldValue<string | undefined>(name);
  const id = useId();
  const [preview, setPreview] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        {/* The label says what pressing it does; no aria-pressed as well, which would read
            "Edit, toggle button, pressed". */}
        <Button type="button" variant="outline" size="sm" onClick={() => setPreview(!preview)}>
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </div>
      <p id={`${id}-help`} className="text-sm text-muted">
        Markdown: ## for a heading, - for a list item, **bold**.
      </p>
      <Suspense fallback={<LoadingState label="Loading the editor..." />}>
        {preview ? (
          <MarkdownPreview source={value ?? ''} />
        ) : (
          <CodeMirrorEditor
            value={value ?? ''}
            onChange={setValue}
            labelledBy={`${id}-label`}
            describedBy={`${id}-help`}
          />
        )}
      </Suspense>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}
