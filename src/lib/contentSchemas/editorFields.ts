import type { z } from 'zod';
import './fieldMeta.ts';

/**
 * The content editor's form, read from a collection's zod schema: which input each field gets and
 * the label and help the schema's `.meta()` gives it. The admin app builds its forms from this, and
 * editorFields.test.ts walks every collection so a field the editor could not show fails CI.
 */
export type EditorField = {
  /** The key in the entry's data. */
  name: string;
  label: string;
  help?: string;
  optional: boolean;
} & (
  | { kind: 'text' | 'textarea' | 'number' | 'boolean' | 'image' | 'date' | 'string-list' }
  | { kind: 'select' | 'multi-select'; options: string[] }
  | { kind: 'group'; fields: EditorField[] }
  | { kind: 'group-list'; fields: EditorField[] }
);

export class UnsupportedFieldError extends Error {
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
    this.name = 'UnsupportedFieldError';
  }
}

type AnySchema = z.ZodType;

const defOf = (schema: AnySchema) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** The schema under `.optional()`/`.nullable()`/`.default()`, and whether it may be left out. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; metas: AnySchema[] } {
  const metas: AnySchema[] = [schema];
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type !== 'optional' && def.type !== 'nullable' && def.type !== 'default') break;
    optional = true;
    inner = def.innerType as AnySchema;
    metas.push(inner);
  }
  return { inner, optional, metas };
}

function enumOptions(schema: AnySchema): string[] | null {
  const def = defOf(schema);
  if (def.type !== 'enum') return null;
  return Object.values(def.entries as Record<string, string>);
}

/** The form fields of an object schema, in the schema's order. */
export function editorFields(schema: AnySchema, path = ''): EditorField[] {
  const def = defOf(schema);
  if (def.type !== 'object') throw new UnsupportedFieldError(path || '(entry)', 'not an object');
  const shape = def.shape as Record<string, AnySchema>;
  return Object.entries(shape).map(([name, field]) => editorField(name, field, path));
}

function editorField(name: string, schema: AnySchema, parent: string): EditorField {
  const path = parent ? `${parent}.${name}` : name;
  const { inner, optional, metas } = unwrap(schema);
  const meta = Object.assign({}, ...metas.map((s) => s.meta() ?? {}).reverse()) as z.GlobalMeta;
  if (!meta.label) throw new UnsupportedFieldError(path, 'no label: add .meta({ label })');
  const base = { name, label: meta.label, help: meta.help, optional };
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      if (meta.widget === 'image') return { ...base, kind: 'image' };
      return { ...base, kind: meta.widget === 'textarea' ? 'textarea' : 'text' };
    case 'number':
      return { ...base, kind: 'number' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'date':
      return { ...base, kind: 'date' };
    case 'enum':
      return { ...base, kind: 'select', options: enumOptions(inner)! };
    case 'object':
      return { ...base, kind: 'group', fields: editorFields(inner, path) };
    case 'array': {
      const element = unwrap(def.element as AnySchema).inner;
      const elementType = defOf(element).type;
      if (elementType === 'string') return { ...base, kind: 'string-list' };
      if (elementType === 'enum')
        return { ...base, kind: 'multi-select', options: enumOptions(element)! };
      if (elementType === 'object')
        return { ...base, kind: 'group-list', fields: editorFields(element, `${path}[]`) };
      throw new UnsupportedFieldError(path, `no editor for a list of ${elementType}`);
    }
    default:
      throw new UnsupportedFieldError(path, `no editor for a ${def.type}`);
  }
}
