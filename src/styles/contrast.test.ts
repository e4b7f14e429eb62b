import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';

/** The theme's colour tokens as global.css defines them, with var() references resolved. */
function themeColors(): Record<string, string> {
  const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
  const theme = /@theme\s*{([\s\S]*?)\n}/.exec(css)?.[1] ?? '';
  const raw = Object.fromEntries(
    [...theme.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim(),
    ]),
  );
  const resolve = (value: string): string => {
    const reference = /^var\(--color-([\w-]+)\)$/.exec(value);
    return reference ? resolve(raw[reference[1]!] ?? value) : value;
  };
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, resolve(value)]));
}

const color = themeColors();
const token = (name: string) => {
  const value = color[name];
  if (!value) throw new Error(`global.css defines no --color-${name}`);
  return value;
};

// WCAG 1.4.11: focus indicators and the edges that identify a control need 3:1 with what is
// next to them; 1.4.3: placeholder text is text, 4.5:1.
describe('design tokens meet non-text contrast', () => {
  it.each([
    'surface',
    'surface-alt',
    'brand-50',
    'brand-100',
    'accent-100',
    'accent-300',
    'accent-400',
  ])('the focus ring is at least 3:1 on %s', (surface) => {
    expect(contrastRatio(token('focus'), token(surface))).toBeGreaterThanOrEqual(3);
  });

  it.each(['brand-950', 'brand-900', 'brand-800', 'brand-700'])(
    'the focus ring of dark bands is at least 3:1 on %s',
    (surface) => {
      expect(contrastRatio(token('focus-on-dark'), token(surface))).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['surface', 'surface-alt'])('form-field borders are at least 3:1 on %s', (surface) => {
    expect(contrastRatio(token('field-border'), token(surface))).toBeGreaterThanOrEqual(3);
  });

  it('placeholders (muted text) are at least 4.5:1 on white', () => {
    expect(contrastRatio(token('muted'), token('surface'))).toBeGreaterThanOrEqual(4.5);
  });

  // A token that passes is not enough: `placeholder:text-muted/80` fades it to 4.41:1.
  it('every placeholder in the components is a token at full strength, at least 4.5:1 on white', () => {
    const src = new URL('..', import.meta.url).pathname;
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(tsx?|astro)$/.test(path) && !path.includes('.test.'))
      .map((path) => readFileSync(join(src, path), 'utf8'));
    const placeholders = sources.flatMap((text) =>
      [...text.matchAll(/placeholder:text-([\w-]+?)(\/\d+)?(?=[\s'"`])/g)]
        // text-sm and the like set the size, not the colour.
        .filter((m) => !/^(xs|sm|base|lg|\d*xl)$/.test(m[1]!))
        .map((m) => m[0]),
    );
    expect(placeholders.length).toBeGreaterThanOrEqual(2);
    for (const placeholder of new Set(placeholders)) {
      const [, name, opacity] = /placeholder:text-([\w-]+?)(\/\d+)?$/.exec(placeholder)!;
      expect(opacity, `${placeholder} fades the colour`).toBeUndefined();
      expect(contrastRatio(token(name!), token('surface')), placeholder).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('the old ring colour would fail, so the test can tell', () => {
    expect(contrastRatio(token('accent-500'), token('surface'))).toBeLessThan(3);
    expect(contrastRatio(token('border'), token('surface'))).toBeLessThan(3);
  });
});
