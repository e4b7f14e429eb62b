import { changedLines, lineDiff } from '../../../lib/content/lineDiff.ts';
import type { DraftEntryChange } from '../../queries/content.ts';

type FieldChange = DraftEntryChange['fields'][number];

const LANGUAGE = { en: 'English', es: 'Spanish' } as const;

/**
 * One field's change as the admin approves it: the published value struck out above the drafted
 * one; a long text (a page body, a list) shows only its changed lines with one line around each.
 */
export function FieldDiff({ change }: { change: FieldChange }) {
  const multiline = `${change.before ?? ''}\n${change.after ?? ''}`.split('\n').length > 2;
  return (
    <li className="space-y-1">
      <p className="font-medium">
        {change.field} <span className="font-normal text-muted">({LANGUAGE[change.language]})</span>
      </p>
      {multiline ? (
        <pre className="overflow-x-auto rounded border border-border bg-surface p-2 text-xs whitespace-pre-wrap">
          {changedLines(lineDiff(change.before, change.after)).map((line, index) =>
            line === null ? (
              <span key={index} className="block text-muted">
                …
              </span>
            ) : (
              <DiffLineView key={index} kind={line.kind} text={line.text} />
            ),
          )}
        </pre>
      ) : (
        <div className="space-y-0.5">
          {change.before !== null && <DiffLineView kind="removed" text={change.before} />}
          {change.after !== null && <DiffLineView kind="added" text={change.after} />}
        </div>
      )}
    </li>
  );
}

function DiffLineView({ kind, text }: { kind: 'same' | 'removed' | 'added'; text: string }) {
  if (kind === 'same') return <span className="block">{text || ' '}</span>;
  const Tag = kind === 'removed' ? 'del' : 'ins';
  return (
    <Tag
      className={
        kind === 'removed'
          ? 'block bg-red-50 text-ink line-through decoration-danger'
          : 'block bg-brand-50 text-ink no-underline'
      }
    >
      {/* Screen readers do not announce del/ins: say it. */}
      <span className="sr-only">{kind === 'removed' ? 'Was: ' : 'Now: '}</span>
      {text || ' '}
    </Tag>
  );
}
