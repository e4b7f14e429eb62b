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
  /** Names the stored file after the person (their entry's id or name), not the phone's IMG_4021. */
  slug?: string;
}

/**
 * A team portrait: the current file's name, and an upload (PNG, JPEG or WebP up to 2 MB) that
 * the server checks and re-encodes; the answer is the path both twins then reference.
 */
export function PhotoPicker({ label, help, error, value, onChange, slug }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [replaced, setReplaced] = useState(false);
  const shown = uploadError ?? error;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3 text-sm">
        {value && (
          <img
            src={`/api/admin/content/media?path=${encodeURIComponent(value)}`}
            alt="Current portrait"
            width={72}
            height={72}
            className="size-18 rounded object-cover"
          />
        )}
        <span>
          Current: <code>{value ? value.split('/').at(-1) : 'none'}</code>
        </span>
      </div>
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
            onChange((await contentApi.uploadPhoto(file, slug)).path);
            setReplaced(true);
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
      {replaced && (
        <p role="status" className="text-sm font-medium">
          New photo: update the photo description below so it describes this picture.
        </p>
      )}
      {shown && <p className="text-sm font-medium text-danger">{shown}</p>}
    </div>
  );
}
