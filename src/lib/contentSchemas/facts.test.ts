import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../site.ts';
import { editorFields } from './editorFields.ts';
import { factsEntrySchema, factsSpanishSchema } from './facts.ts';

const FACTS = join(import.meta.dirname, '..', '..', 'content', 'facts');
const read = (path: string): unknown => JSON.parse(readFileSync(join(FACTS, path), 'utf8'));

describe("the firm's facts", () => {
  it('match their schemas in both languages', () => {
    expect(factsEntrySchema.safeParse(read('firm.json')).error).toBeUndefined();
    expect(factsSpanishSchema.safeParse(read('es/firm.json')).error).toBeUndefined();
  });

  it('reach code through site', () => {
    const facts = factsEntrySchema.parse(read('firm.json'));
    expect(site).toMatchObject(facts);
    expect(site.phoneE164).toBe(`+1${facts.phone.replace(/\D/g, '')}`);
  });

  it('refuse a phone number links could not dial', () => {
    const facts = { ...factsEntrySchema.parse(read('firm.json')), phone: '555-0142' };
    expect(factsEntrySchema.safeParse(facts).error?.issues[0]?.path).toEqual(['phone']);
  });

  it('keep the free hour the site promises: the consultation lasts 60 minutes or more', () => {
    const facts = factsEntrySchema.parse(read('firm.json'));
    expect(facts.consultationMinutes).toBe(60);
    const short = factsEntrySchema.safeParse({ ...facts, consultationMinutes: 30 });
    expect(short.error?.issues[0]?.path).toEqual(['consultationMinutes']);
  });

  it('have an editor for every field', () => {
    expect(() => editorFields(factsEntrySchema)).not.toThrow();
    expect(() => editorFields(factsSpanishSchema)).not.toThrow();
  });
});
