import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { editableCollection } from '../../lib/contentSchemas/editableCollections.ts';
import { NewEntryDialog } from '../components/content/NewEntryDialog.tsx';
import { EntryStateBadge } from '../components/content/EntryStateBadge.tsx';
import { PublishBar, type PendingEntry } from '../components/content/PublishBar.tsx';
import { SpanishBadge } from '../components/content/SpanishBadge.tsx';
import { contentQueries, type ContentList } from '../queries/content.ts';
import { usePageTitle } from '../usePageTitle.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every entry with an unpublished draft, for the publish bar's list of what publishing changes. */
function pendingEntries(list: ContentList): PendingEntry[] {
  return list.collections.flatMap((collection) =>
    collection.entries.flatMap(({ id, title, state }) =>
      state === 'published'
        ? []
        : [{ key: `${collection.name}/${id}`, collection: collection.label, title, state }],
    ),
  );
}

/**
 * Every editable collection with its entries: title, draft state, Spanish status, last change and
 * who. A drafted delete stays listed (not as a link: there is nothing left to edit) until published.
 */
export default function ContentPage() {
  usePageTitle('Content');
  const list = useQuery(contentQueries.list());
  const header = (
    <PageHeader
      title="Content"
      subtitle="The website's text, in English and Spanish. Save a draft; an admin publishes it."
    />
  );
  if (!list.isSuccess) {
    return (
      <QueryStateFrame
        header={header}
        query={list}
        loadingLabel="Loading content..."
        errorMessage="Could not load the content. Please check your connection and try again."
      />
    );
  }
  return (
    <div className="space-y-6">
      {header}
      <PublishBar pending={pendingEntries(list.data)} />
      {list.data.collections.map((collection) => {
        const editable = editableCollection(collection.name);
        return (
          <section key={collection.name} aria-labelledby={`collection-${collection.name}`}>
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <h2 id={`collection-${collection.name}`} className="text-xl font-semibold text-ink">
                {collection.label}
              </h2>
              {collection.adminOnly && <Badge variant="outline">Admins only</Badge>}
              {collection.canCreate && editable && (
                <div className="ml-auto">
                  <NewEntryDialog
                    name={collection.name}
                    collection={editable}
                    orders={collection.entries.map((entry) => entry.order)}
                  />
                </div>
              )}
            </div>
            <Card>
              <CardContent className="p-0">
                {collection.entries.length === 0 ? (
                  <p className="p-4 text-muted">No entries yet.</p>
                ) : (
                  <ul className="divide-y divide-border">
                    {collection.entries.map((entry) => (
                      <li key={entry.id} className="flex flex-wrap items-center gap-3 p-3">
                        {entry.state === 'deleted' ? (
                          <span className="grow font-medium text-muted line-through">
                            {entry.title}
                          </span>
                        ) : (
                          <Link
                            className="grow font-medium text-brand-700 underline-offset-2 hover:underline"
                            to={`/admin/content/${collection.name}/${entry.id}`}
                          >
                            {entry.title}
                          </Link>
                        )}
                        <EntryStateBadge state={entry.state} />
                        <SpanishBadge status={entry.spanish} />
                        <span className="text-sm text-muted">
                          {entry.updatedAt
                            ? `${when(entry.updatedAt)} by ${entry.updatedBy ?? 'someone'}`
                            : 'No change through the editor yet'}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </section>
        );
      })}
    </div>
  );
}
