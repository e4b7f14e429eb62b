import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toastStore.ts';
import { ApiError, errorMessage } from '../../lib/apiRequest.ts';
import {
  editableCollection,
  type EditableCollection,
} from '../../lib/contentSchemas/editableCollections.ts';
import { editorIssueMessage } from '../../lib/contentSchemas/editorMessages.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { QueryStateFrame } from '../components/QueryStateFrame.tsx';
import { ContentFormContext } from '../components/content/contentForm.ts';
import { DeleteEntryDialog } from '../components/content/DeleteEntryDialog.tsx';
import { entryColumns, withSharedValues } from '../components/content/entryColumns.ts';
import { EntryHistory } from '../components/content/EntryHistory.tsx';
import { MarkdownField } from '../components/content/MarkdownField.tsx';
import { PublishBar } from '../components/content/PublishBar.tsx';
import { SchemaFields } from '../components/content/SchemaFields.tsx';
import { SpanishBadge } from '../components/content/SpanishBadge.tsx';
import { focusAfterAction } from '../focusAfterAction.ts';
import { authQueries } from '../queries/auth.ts';
import {
  contentApi,
  contentQueries,
  type ContentEntry,
  type EntryData,
} from '../queries/content.ts';
import { usePageTitle } from '../usePageTitle.ts';
import NotFoundPage from './NotFoundPage.tsx';

const SAVE_DRAFT_ID = 'content-save-draft';

interface FormValues {
  en: EntryData;
  es: EntryData | null;
  spanishReviewed: boolean;
}

export default function ContentEntryPage() {
  const { collection: name = '', id = '' } = useParams();
  const collection = editableCollection(name);
  const entry = useQuery({ ...contentQueries.entry(name, id), enabled: Boolean(collection) });
  usePageTitle(entry.data ? `Edit ${titleOf(collection, entry.data)}` : 'Edit content');
  if (!collection) return <NotFoundPage />;
  const header = (
    <PageHeader
      title={entry.data ? titleOf(collection, entry.data) : collection.label}
      subtitle={`${collection.label}: English and Spanish side by side.`}
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/content">All content</Link>
        </Button>
      }
    />
  );
  if (!entry.isSuccess) {
    return (
      <QueryStateFrame
        header={header}
        query={entry}
        loadingLabel="Loading the entry..."
        errorMessage={
          entry.error instanceof ApiError && entry.error.status === 404
            ? 'There is no such entry. It may have been deleted.'
            : 'Could not load the entry. Please check your connection and try again.'
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      {header}
      <PublishBar />
      <EntryForm
        key={entry.data.version}
        name={name}
        id={id}
        collection={collection}
        entry={entry.data}
      />
      <EntryHistory history={entry.data.history} />
    </div>
  );
}

function titleOf(collection: EditableCollection | undefined, entry: ContentEntry): string {
  const title = collection ? entry.en[collection.titleField] : undefined;
  return typeof title === 'string' ? title : 'Entry';
}

function EntryForm({
  name,
  id,
  collection,
  entry,
}: {
  name: string;
  id: string;
  collection: EditableCollection;
  entry: ContentEntry;
}) {
  const queryClient = useQueryClient();
  const me = useQuery(authQueries.me());
  const readOnly = collection.adminOnly && me.data?.role !== 'admin';
  const {
    en: enFields,
    es: esFields,
    shared: sharedNames,
  } = useMemo(() => entryColumns(collection), [collection]);
  const resolver = useMemo(
    () =>
      zodResolver(
        z.object({
          en: collection.schema.loose(),
          es: (collection.spanishSchema ?? collection.schema).loose().nullable(),
          spanishReviewed: z.boolean(),
        }),
        { error: editorIssueMessage },
      ),
    [collection],
  );
  const [version, setVersion] = useState(entry.version);
  const [conflict, setConflict] = useState(false);
  const formId = useId();
  const form = useForm<FormValues>({
    // The resolver's types follow the collection's schema; the form holds any collection's entry.
    resolver: resolver as never,
    defaultValues: { en: entry.en, es: entry.es, spanishReviewed: false },
  });
  const hasSpanish = useWatch({ control: form.control, name: 'es' }) !== null;
  const hasBody = collection.format === 'markdown';
  const invalidFields = countErrors(form.formState.errors);

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      contentApi.save(name, id, {
        en: values.en,
        es: values.es ? withSharedValues(values.en, values.es, sharedNames) : null,
        version,
        spanishReviewed: values.spanishReviewed,
      }),
    meta: { invalidates: [contentQueries.all()] },
    onSuccess: (saved) => {
      setVersion(saved.version);
      setConflict(false);
      toast({
        title: 'Draft saved',
        description: 'An admin publishes it to the site.',
        variant: 'success',
      });
      // The saved entry comes back with a new version, which renders a new form (and button).
      focusAfterAction(() => document.getElementById(SAVE_DRAFT_ID));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(true);
        return;
      }
      let placed = false;
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field === 'es' || field === 'en' ? 'root' : (field as 'en'), { message });
          placed = true;
        }
      }
      if (!placed) {
        toast({
          title: 'Not saved',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <ContentFormContext.Provider value={form as unknown as UseFormReturn<FieldValues>}>
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!save.isPending) save.mutate(values);
        })}
        className="space-y-4"
      >
        {readOnly && (
          <p role="note" className="rounded-md border border-border bg-surface-alt p-3">
            Only admins edit legal pages. You can read this one.
          </p>
        )}
        {entry.spanish === 'needs-review' && hasSpanish && (
          <div role="note" className="rounded-md border border-accent-700 bg-accent-100 p-3">
            <p className="font-semibold">Spanish needs review</p>
            <p>
              The English changed after the Spanish was last saved. Check the Spanish says the same.
            </p>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                {...form.register('spanishReviewed')}
              />
              I checked the Spanish and it says the same as the English
            </label>
          </div>
        )}
        {form.formState.errors.root?.message && (
          <p role="alert" className="font-medium text-danger">
            {form.formState.errors.root.message}
          </p>
        )}
        <fieldset disabled={readOnly || save.isPending} className="grid gap-6 lg:grid-cols-2">
          <Card role="region" aria-labelledby="content-english">
            <CardContent className="space-y-4 p-4">
              <h2 id="content-english" className="text-lg font-semibold">
                English
              </h2>
              <SchemaFields fields={enFields} prefix="en" />
              {hasBody && (
                <MarkdownField
                  name="en.body"
                  label="Page text"
                  error={form.formState.errors.en?.body?.message as string | undefined}
                />
              )}
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="content-spanish">
            <CardContent className="space-y-4 p-4" lang="es">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id="content-spanish" className="text-lg font-semibold" lang="en">
                  Spanish
                </h2>
                <SpanishBadge status={hasSpanish ? entry.spanish : 'missing'} />
              </div>
              {hasSpanish ? (
                <>
                  {sharedNames.length > 0 && (
                    <p className="text-sm text-muted" lang="en">
                      Order, dates, choices and photos are the same in both languages: set them in
                      English.
                    </p>
                  )}
                  <SchemaFields fields={esFields} prefix="es" />
                  {hasBody && (
                    <MarkdownField
                      name="es.body"
                      label="Page text (Spanish)"
                      error={form.formState.errors.es?.body?.message as string | undefined}
                    />
                  )}
                </>
              ) : (
                <div lang="en" className="grid justify-items-start gap-2">
                  <p>
                    There is no Spanish version yet. Start from a copy of the English and translate
                    it.
                  </p>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => form.setValue('es', structuredClone(form.getValues('en')))}
                  >
                    Add the Spanish
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        </fieldset>
      </form>
      {/* Outside the form: the delete dialog's own form must not submit this one (React events
          bubble out of a portal to the components around it). */}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          {/* Busy but not disabled: a disabled button would drop the keyboard focus to <body>. */}
          <Button
            id={SAVE_DRAFT_ID}
            type="submit"
            form={formId}
            aria-disabled={save.isPending || undefined}
            className="aria-disabled:opacity-60"
          >
            {save.isPending ? 'Saving…' : 'Save draft'}
          </Button>
          {/* Beside Save, where the editor is looking, and read out when it appears. */}
          {conflict && (
            <div role="alert" className="w-full rounded-md border border-danger p-3">
              <p className="font-semibold">
                Not saved: someone else changed this entry since you opened it.
              </p>
              <p>Your text is still in the form. Copy what you need, then load their version.</p>
              <Button
                type="button"
                variant="outline"
                className="mt-2"
                onClick={() =>
                  void queryClient.invalidateQueries({
                    queryKey: contentQueries.entry(name, id).queryKey,
                  })
                }
              >
                Load their version
              </Button>
            </div>
          )}
          {!conflict && form.formState.submitCount > 0 && invalidFields > 0 && (
            <p role="alert" className="w-full font-medium text-danger">
              Not saved: {invalidFields === 1 ? 'one field needs' : `${invalidFields} fields need`}{' '}
              a change. The message is under each one, in red.
            </p>
          )}
          {entry.draft && (
            <span className="text-sm text-muted">This entry has an unpublished draft.</span>
          )}
          {collection.canCreate && (
            <DeleteEntryDialog
              collection={name}
              id={id}
              title={titleOf(collection, entry)}
              version={version}
            />
          )}
        </div>
      )}
    </ContentFormContext.Provider>
  );
}

/** How many fields carry an error (nested groups and lists included), for the note beside Save. */
function countErrors(errors: object): number {
  let count = 0;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || value === null || typeof value !== 'object') continue;
    if (typeof (value as { message?: unknown }).message === 'string') count += 1;
    else count += countErrors(value as object);
  }
  return count;
}
