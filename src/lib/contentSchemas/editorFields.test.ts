import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFileSchemas } from './contentFiles.ts';
import { editableCollections } from './editableCollections.ts';
import { editorFields, type EditorField } from './editorFields.ts';

function flatten(fields: EditorField[], parent = ''): [string, EditorField][] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    const nested = 'fields' in field ? flatten(field.fields, path) : [];
    return [[path, field] as [string, EditorField], ...nested];
  });
}

describe('content editor fields', () => {
  // Every collection the build reads is editable, and every editable schema has a form.
  const schemas = [
    ...Object.entries(contentFileSchemas),
    ...Object.entries(editableCollections).flatMap(([name, c]) => [
      [name, c.schema] as const,
      ...('spanishSchema' in c ? [[`${name} (Spanish)`, c.spanishSchema] as const] : []),
    ]),
  ];

  it('edits every collection the build reads', () => {
    expect(Object.keys(editableCollections)).toEqual(
      expect.arrayContaining(Object.keys(contentFileSchemas)),
    );
  });

  it.each(schemas)('%s: every field has a label and an editor', (_name, schema) => {
    const fields = flatten(editorFields(schema));
    expect(fields.length).toBeGreaterThan(0);
    for (const [path, field] of fields) expect(field.label, path).toMatch(/\S/);
  });

  it('picks the editor from the type and the meta', () => {
    const kinds = Object.fromEntries(
      flatten(editorFields(contentFileSchemas.team)).map(([path, f]) => [path, f.kind]),
    );
    expect(kinds).toMatchObject({
      name: 'text',
      bio: 'textarea',
      credentials: 'string-list',
      photo: 'image',
      order: 'number',
    });
    const faq = editorFields(contentFileSchemas.faq).find((f) => f.name === 'pages');
    expect(faq).toMatchObject({
      kind: 'multi-select',
      options: expect.arrayContaining(['contact']),
    });
    const company = editorFields(contentFileSchemas.testimonials).find((f) => f.name === 'company');
    expect(company).toMatchObject({ kind: 'text', optional: true, label: 'Company' });
    const steps = flatten(editorFields(contentFileSchemas.divisions)).find(
      ([path]) => path === 'process.steps',
    );
    expect(steps?.[1]).toMatchObject({ kind: 'group-list' });
  });

  it('fails for a field without a label', () => {
    const schema = z.object({ title: z.string().meta({ label: 'Title' }), note: z.string() });
    expect(() => editorFields(schema)).toThrow(/note: no label/);
  });

  it('fails for a field the editor has no input for', () => {
    const schema = z.object({ tags: z.record(z.string(), z.string()).meta({ label: 'Tags' }) });
    expect(() => editorFields(schema)).toThrow(/tags: no editor for a record/);
  });
});
