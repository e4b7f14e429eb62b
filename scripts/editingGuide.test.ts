import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownBodyProblems } from '../src/server/content/markdownBodyRules.ts';

/**
 * EDITING.md is what an editor follows: it has the publishing section the content editor needs
 * (what publishing does, how long, what to do when it fails, photos, what is refused and why), and
 * what it says the editor accepts or refuses is what the editor does.
 */
// Line breaks of the wrapped prose are spaces.
const guide = (
  await readFile(path.resolve(import.meta.dirname, '..', 'EDITING.md'), 'utf8')
).replace(/\s+/g, ' ');

describe('EDITING.md', () => {
  it.each([
    '### What publishing does, and what to do when it fails',
    '### What the editor refuses, and why',
    '### Team photos',
    'about half a minute to two minutes',
    'several minutes on Netlify',
    'nothing changes',
    'every draft is kept',
    'keeps serving the last good site',
    'What publishing changes',
    'Discard draft',
    'Publish the selected entries',
  ])('says %s', (text) => {
    expect(guide).toContain(text);
  });

  it.each(['pay back in <2 years', 'a < b', 'every {dólar}', 'Smith & Sons'])(
    'is right that "%s" is accepted as text',
    (text) => {
      expect(guide).toContain(text.replace('Smith & Sons', '"&"'));
      expect(markdownBodyProblems(text)).toEqual([]);
    },
  );

  it.each([
    '<script>alert(1)</script>',
    '<iframe src="https://example.com"></iframe>',
    '<span style="color:red">x</span>',
    '![a tracker](https://example.com/pixel.png)',
    '[click](javascript:alert(1))',
    'Call {process.env.SMTP_URL}',
    "import { readFileSync } from 'node:fs'",
    'export const secret = 1',
  ])('is right that "%s" is refused', (text) => {
    expect(markdownBodyProblems(text).length).toBeGreaterThan(0);
  });
});
