import type { FieldValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { EditorField } from '../../../lib/contentSchemas/editorFields.ts';
import { FormField } from '../FormField.tsx';
import { useContentForm, useFieldValue } from './contentForm.ts';
import { PhotoPicker } from './PhotoPicker.tsx';

/**
 * The inputs of one language's entry, built from the collection's schema (editorFields): a
 * label and help from the schema's meta, the input from the field's type. Errors come from the
 * zod resolver (the same schema) or from the server (`en.quote`), set on the same names.
 */
function errorAt(errors: FieldValues, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export function SchemaFields({ fields, prefix }: { fields: EditorField[]; prefix: string }) {
  return (
    <div className="grid gap-4">
      {fields.map((field) => (
        <SchemaField key={field.name} field={field} name={`${prefix}.${field.name}`} />
      ))}
    </div>
  );
}

function SchemaField({ field, name }: { field: EditorField; name: string }) {
  const { register, formState } = useContentForm();
  const error = errorAt(formState.errors, name);
  const label = field.optional ? `${field.label} (optional)` : field.label;
  const common = { label, hint: field.help, error };
  switch (field.kind) {
    case 'text':
      return (
        <FormField {...common}>
          <Input
            {...register(name, { setValueAs: field.optional ? emptyToUndefined : undefined })}
          />
        </FormField>
      );
    case 'textarea':
      return (
        <FormField {...common}>
          <Textarea
            rows={4}
            {...register(name, { setValueAs: field.optional ? emptyToUndefined : undefined })}
          />
        </FormField>
      );
    case 'date':
      return (
        <FormField {...common}>
          <Input type="date" {...register(name)} />
        </FormField>
      );
    case 'number':
      return (
        <FormField {...common}>
          <Input type="number" inputMode="numeric" {...register(name, { valueAsNumber: true })} />
        </FormField>
      );
    case 'boolean':
      return (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" className="size-5 accent-brand-700" {...register(name)} />
            {field.label}
          </label>
          {field.help && <p className="text-sm text-muted">{field.help}</p>}
        </div>
      );
    case 'select':
      return (
        <FormField {...common}>
          <NativeSelect {...register(name)}>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      );
    case 'multi-select':
      return <MultiSelect field={field} name={name} label={label} error={error} />;
    case 'string-list':
      return <StringList name={name} common={{ ...common, hint: withOnePerLine(field.help) }} />;
    case 'image':
      return <Photo name={name} label={label} help={field.help} error={error} />;
    case 'group':
      return <OptionalGroup field={field} name={name} label={label} error={error} />;
    case 'group-list':
      return <GroupList field={field} name={name} label={label} error={error} />;
  }
}

function OptionalGroup({
  field,
  name,
  label,
  error,
}: {
  field: Extract<EditorField, { kind: 'group' }>;
  name: string;
  label: string;
  error?: string;
}) {
  const [value, setValue] = useFieldValue<unknown>(name);
  const present = value !== undefined;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      {field.help && <p className="text-sm text-muted">{field.help}</p>}
      {present ? (
        <>
          <SchemaFields fields={field.fields} prefix={name} />
          {field.optional && (
            <Button type="button" variant="outline" size="sm" onClick={() => setValue(undefined)}>
              Remove {field.label.toLowerCase()}
            </Button>
          )}
        </>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setValue({})}>
          Add {field.label.toLowerCase()}
        </Button>
      )}
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

function GroupList({
  field,
  name,
  label,
  error,
}: {
  field: Extract<EditorField, { kind: 'group-list' }>;
  name: string;
  label: string;
  error?: string;
}) {
  const [value, setItems] = useFieldValue<unknown[] | undefined>(name);
  const items = value ?? [];
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      {field.help && <p className="text-sm text-muted">{field.help}</p>}
      {items.map((_item, index) => (
        <div key={index} className="grid gap-2 border-l-2 border-border pl-3">
          <SchemaFields fields={field.fields} prefix={`${name}.${index}`} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setItems(items.filter((_, at) => at !== index))}
          >
            Remove item {index + 1}
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => setItems([...items, {}])}>
        Add item
      </Button>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

function MultiSelect({
  field,
  name,
  label,
  error,
}: {
  field: Extract<EditorField, { kind: 'select' | 'multi-select' }>;
  name: string;
  label: string;
  error?: string;
}) {
  const [value, setValue] = useFieldValue<string[] | undefined>(name);
  const chosen = value ?? [];
  return (
    <fieldset className="grid gap-1">
      <legend className="font-medium">{label}</legend>
      {field.help && <p className="text-sm text-muted">{field.help}</p>}
      <div className="flex flex-wrap gap-4">
        {field.options.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={chosen.includes(option)}
              onChange={(e) =>
                setValue(
                  e.target.checked
                    ? field.options.filter((o) => o === option || chosen.includes(o))
                    : chosen.filter((o) => o !== option),
                )
              }
            />
            {option}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

function StringList({
  name,
  common,
}: {
  name: string;
  common: { label: string; hint?: string; error?: string };
}) {
  const [value, setValue] = useFieldValue<string[] | undefined>(name);
  const lines = value ?? [];
  return (
    <FormField {...common}>
      <Textarea
        rows={4}
        value={lines.join('\n')}
        onChange={(e) => setValue(e.target.value.split('\n'))}
        onBlur={() => setValue(lines.map((line) => line.trim()).filter(Boolean))}
      />
    </FormField>
  );
}

function Photo({
  name,
  label,
  help,
  error,
}: {
  name: string;
  label: string;
  help?: string;
  error?: string;
}) {
  const [value, setValue] = useFieldValue<string | undefined>(name);
  // The stored file is named after the person whose portrait it is (the entry's `name` field).
  const [person] = useFieldValue<string | undefined>(name.replace(/photo$/, 'name'));
  return (
    <PhotoPicker
      label={label}
      help={help}
      error={error}
      value={value ?? ''}
      onChange={setValue}
      slug={person}
    />
  );
}

/** A list field's hint says it takes one item per line, once (some schemas' help says so already). */
function withOnePerLine(help: string | undefined): string {
  if (help && /one per line/i.test(help)) return help;
  return `${help ?? ''} One per line.`.trim();
}
