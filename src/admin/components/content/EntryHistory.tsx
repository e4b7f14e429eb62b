import type { ContentEntry } from '../../queries/content.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who saved or published this entry, when, and which fields changed; newest first. */
export function EntryHistory({ history }: { history: ContentEntry['history'] }) {
  return (
    <section aria-labelledby="entry-history" className="space-y-2">
      <h2 id="entry-history" className="text-lg font-semibold">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-muted">No change through the editor yet.</p>
      ) : (
        <ol className="space-y-1">
          {history.map((change, index) => (
            <li key={index}>
              <span className="font-medium">
                {change.action === 'publish' ? 'Published' : 'Saved'}
              </span>{' '}
              by {change.by}, {when(change.at)}
              {change.fields.length > 0 && (
                <span className="text-muted"> ({change.fields.join(', ')})</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
