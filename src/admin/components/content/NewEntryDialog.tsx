import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toastStore.ts';
import { ApiError, errorMessage } from '../../../lib/apiRequest.ts';
import {
  RESERVED_ENTRY_ID as RESERVED_ID,
  RESERVED_ENTRY_ID_RULE as RESERVED_ID_RULE,
  type EditableCollection,
} from '../../../lib/contentSchemas/editableCollections.ts';
import { editorIssueMessage } from '../../../lib/contentSchemas/editorMessages.ts';
import type { EditorField } from '../../../lib/contentSchemas/editorFields.ts';
import { contentApi, contentQueries, type EntryData } from '../../queries/content.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormField } from '../FormField.tsx';
import { ContentFormContext } from './contentForm.ts';
import { entryColumns, withSharedValues } from './entryColumns.ts';
import { SchemaFields } from './SchemaFields.tsx';

interface Props {
  /** The collection's key (`faq`) and its editor settings. */
  name: string;
  collection: EditableCollection;
  /** The order values the list shows, so a new entry goes last. */
  orders: (number | null)[];
}

interface FormValues {
  id: string;
  en: EntryData;
  es: EntryData;
}

/** The rule of the API's `id` (adminContent.ts), checked here first so the message sits under the field. */
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
const ID_RULE = 'Use lower-case letters, digits and dashes, starting with a letter or digit';

/** "Can I book a call?" → "can-i-book-a-call": the file name a title suggests. */
export function idFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A blank value per field: what each input shows empty, so the schema's messages name what is missing. */
function blankEntry(fields: EditorField[]): EntryData {
  const entry: EntryData = {};
  for (const field of fields) {
    if (field.kind === 'boolean') entry[field.name] = false;
    else if (field.kind === 'select' && !field.optional) entry[field.name] = field.options[0];
    else if (['multi-select', 'string-list', 'group-list'].includes(field.kind) && !field.optional)
      entry[field.name] = [];
    else if (field.kind === 'text' || field.kind === 'textarea')
      entry[field.name] = field.optional ? undefined : '';
  }
  return entry;
}

/**
 * A collection's "New entry" button and dialog: the file name and both languages, checked with
 * the collection's schema before anything is sent (the server checks them again and answers 400
 * naming the field, or 409 when the file name is taken). The entry is saved as a draft; the
 * editor then opens it.
 */
export function NewEntryDialog({ name, collection, orders }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const columns = useMemo(() => entryColumns(collection), [collection]);
  const defaults = useMemo((): FormValues => {
    const en = blankEntry(columns.en);
    // The next place in the pages' order, when the schema accepts it (a timeline's year may not).
    const { orderField } = collection;
    if (orderField) {
      const next = Math.max(0, ...orders.map((order) => order ?? 0)) + 1;
      if (collection.schema.shape[orderField]?.safeParse(next).success) en[orderField] = next;
    }
    return { id: '', en, es: blankEntry(columns.es) };
  }, [collection, columns, orders]);
  const resolver = useMemo(() => {
    const shared = Object.fromEntries(columns.shared.map((field) => [field, true as const]));
    return zodResolver(
      z.object({
        id: z
          .string()
          .regex(ID_PATTERN, ID_RULE)
          .refine((id) => id !== RESERVED_ID, RESERVED_ID_RULE),
        en: collection.schema.loose(),
        es: (collection.spanishSchema ?? collection.schema.omit(shared as never)).loose(),
      }),
      { error: editorIssueMessage },
    );
  }, [collection, columns]);
  const form = useForm<FormValues>({
    // The resolver's types follow the collection's schema; the form holds any collection's entry.
    resolver: resolver as never,
    defaultValues: defaults,
  });

  // The file name follows the English title until someone types their own.
  const [idEdited, setIdEdited] = useState(false);
  const title = useWatch({ control: form.control, name: `en.${collection.titleField}` }) as unknown;
  useEffect(() => {
    if (!idEdited && typeof title === 'string') form.setValue('id', idFromTitle(title));
  }, [form, idEdited, title]);

  const create = useMutation({
    mutationFn: (values: FormValues) =>
      contentApi.create(name, {
        id: values.id,
        en: values.en,
        es: withSharedValues(values.en, values.es, columns.shared),
      }),
    meta: { invalidates: [contentQueries.all()] },
    onSuccess: async (created) => {
      toast({
        title: 'Entry created',
        description: 'Saved as a draft. An admin publishes it to the site.',
        variant: 'success',
      });
      setOpen(false);
      await navigate(`/admin/content/${name}/${created.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('id', { message: errorMessage(error, 'This file name is taken') });
        return;
      }
      const unplaced: string[] = [];
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const [field, message] of Object.entries(fields)) {
        // A Spanish value copied from the English is shown, and fixed, in the English column.
        const [language, key] = field.split('.', 2);
        const target =
          language === 'es' && key && columns.shared.includes(key) ? `en.${key}` : field;
        if (target === 'id' || /^(en|es)\.[^.]+/.test(target)) {
          form.setError(target as 'id', { message });
        } else {
          unplaced.push(message);
        }
      }
      if (unplaced.length || Object.keys(fields).length === 0) {
        form.setError('root', {
          message: errorMessage(error, 'Could not create the entry. Please try again.'),
        });
      }
    },
  });

  const close = () => {
    setOpen(false);
    setIdEdited(false);
    form.reset(defaults);
    create.reset();
  };

  const { errors } = form.formState;
  const idField = form.register('id');
  return (
    <FormDialog
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      trigger={
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm">
            <Plus aria-hidden="true" />
            New entry<span className="sr-only"> in {collection.label}</span>
          </Button>
        </DialogTrigger>
      }
      title={`New entry: ${collection.label}`}
      description="Write it in English and Spanish. It is saved as a draft; an admin publishes it."
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      submitLabel="Create draft"
      pendingLabel="Creating…"
      pending={create.isPending}
      contentClassName="max-w-3xl"
    >
      <ContentFormContext.Provider value={form as unknown as UseFormReturn<FieldValues>}>
        <FormField
          label="File name"
          hint="Lower-case letters, digits and dashes. It names the entry's file and cannot change later."
          error={errors.id?.message}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            {...idField}
            onChange={(event) => {
              setIdEdited(true);
              void idField.onChange(event);
            }}
          />
        </FormField>
        <div className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid content-start gap-4">
            <legend className="mb-2 text-lg font-semibold">English</legend>
            <SchemaFields fields={columns.en} prefix="en" />
          </fieldset>
          <fieldset className="grid content-start gap-4" lang="es">
            <legend className="mb-2 text-lg font-semibold" lang="en">
              Spanish
            </legend>
            {columns.shared.length > 0 && (
              <p className="text-sm text-muted" lang="en">
                Order, dates, choices and photos are the same in both languages: set them in
                English.
              </p>
            )}
            <SchemaFields fields={columns.es} prefix="es" />
          </fieldset>
        </div>
        {errors.root?.message && (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-danger"
          >
            {errors.root.message}
          </p>
        )}
      </ContentFormContext.Provider>
    </FormDialog>
  );
}
