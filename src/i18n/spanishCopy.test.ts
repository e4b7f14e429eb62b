import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figures } from '../lib/contentSchemas/twinFigures.ts';
import { es } from './es.ts';

/**
 * Guards for the Spanish copy that the build cannot see: every English content entry has a Spanish
 * twin (src/content/<collection>/es/<same path>), and every figure in an entry (numbers, prices,
 * percentages, dates) appears unchanged in its twin, so a translation never states other facts.
 */
const CONTENT = join(import.meta.dirname, '..', 'content');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const isSpanish = (path: string) => relative(CONTENT, path).split('/').includes('es');
// Entries live in a collection's folder; files at the top (the glossary) are notes for editors.
const entries = files(CONTENT).filter(
  (path) => /\.(ya?ml|json|mdx?)$/.test(path) && relative(CONTENT, path).includes('/'),
);
const english = entries.filter((path) => !isSpanish(path));

export function twinPath(englishPath: string): string {
  const [collection, ...rest] = relative(CONTENT, englishPath).split('/');
  return join(CONTENT, collection!, 'es', ...rest);
}

/**
 * The firm's facts are the one collection whose Spanish twin is partial: it holds only what Spanish
 * writes differently (src/lib/contentSchemas/facts.ts), so it states no figure the English does not.
 */
const partialTwin = (path: string) => relative(CONTENT, path).startsWith('facts/');

describe('Spanish content', () => {
  it('finds the English entries it guards', () => {
    expect(english.length).toBeGreaterThanOrEqual(50);
  });

  it.each(english.map((path) => [relative(CONTENT, path), path]))(
    '%s has a Spanish twin stating the same figures',
    (_name, path) => {
      const twin = twinPath(path);
      expect(entries, `write ${relative(CONTENT, twin)}`).toContain(twin);
      if (partialTwin(path)) {
        const english = figures(readFileSync(path, 'utf8'));
        expect(english).toEqual(expect.arrayContaining(figures(readFileSync(twin, 'utf8'))));
        return;
      }
      expect(new Set(figures(readFileSync(twin, 'utf8')))).toEqual(
        new Set(figures(readFileSync(path, 'utf8'))),
      );
    },
  );
});

describe('Spanish interface text', () => {
  it('keeps every {placeholder} of the English text', () => {
    for (const [english, spanish] of Object.entries(es)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(spanish), english).toEqual(names(english));
    }
  });

  it('has a Spanish entry for every t() text in the public site', () => {
    const sources = files(join(import.meta.dirname, '..')).filter(
      (path) => /\.(astro|ts|tsx)$/.test(path) && !/\/(admin|i18n|server)\//.test(path),
    );
    const missing = new Set<string>();
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
        const key = match[2]!.replace(/\\(['"\\])/g, '$1');
        if (!(key in es)) missing.add(`${relative(CONTENT, path)}: ${key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
