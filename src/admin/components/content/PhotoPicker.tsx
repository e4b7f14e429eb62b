import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/apiRequest.ts';
import { contentApi } from '../../queries/content.ts';

interface Props {
  label: string;
  help?: string;
  error?: string;
  /** The portrait's repository path (`src/assets/team/alexis-morgan.png`). */
  value: string;
  onChange: (path: string) => void;
}

/**
 * A team portrait: the current file's name, and an upload (PNG, JPEG or WebP up to 2 MB) that
 * the server checks and re-encodes; the answer is the path both twins then reference.
 */
export function PhotoPicker({ label, help, error, value, onChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const shown = uploadError ?? error;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <p className="text-sm">
        Current: <code>{value ? value.split('/').at(-1) : 'none'}</code>
      </p>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={uploading}
        aria-describedby={`${id}-help`}
        aria-invalid={shown ? true : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setUploading(true);
          setUploadError(undefined);
          try {
            onChange((await contentApi.uploadPhoto(file)).path);
          } catch (failure) {
            setUploadError(errorMessage(failure, 'The photo was not uploaded. Please try again.'));
          } finally {
            setUploading(false);
          }
        }}
      />
      <p id={`${id}-help`} className="text-sm text-muted">
        {uploading ? 'Uploading…' : (help ?? 'PNG, JPEG or WebP, up to 2 MB.')}
      </p>
      {shown && <p className="text-sm font-medium text-danger">{shown}</p>}
    </div>
  );
}
