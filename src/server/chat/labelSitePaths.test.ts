import { describe, expect, it } from 'vitest';
import { labelSitePaths } from './labelSitePaths.ts';
import { splitSitePaths } from '../../components/islands/chat/MessageText.tsx';

describe('site paths in replies get the page name as their link text', () => {
  it('names the pages the footer names, in the reply language', () => {
    expect(labelSitePaths('More on this page: /terms-of-service', 'en')).toBe(
      'More on this page: [Terms of Service](/terms-of-service)',
    );
    expect(labelSitePaths('Más información en esta página: /es/impact.', 'es')).toBe(
      'Más información en esta página: [Impacto en equidad social](/es/impact).',
    );
    expect(labelSitePaths('Book here: /contact?service=cannabis', 'en')).toBe(
      'Book here: [Contact](/contact?service=cannabis)',
    );
  });

  it('leaves unknown paths, outside addresses and existing links as written', () => {
    for (const text of [
      'See /not-a-page',
      'See https://evil.example/contact',
      'Call 24/7 or and/or',
      'Already [Terms of Service](/terms-of-service)',
    ]) {
      expect(labelSitePaths(text, 'en')).toBe(text);
    }
  });

  it('the chat panel shows the name as the link text and keeps the path as the address', () => {
    const reply = labelSitePaths('Read /privacy-policy or /team (or see /not-a-page).', 'en');
    expect(splitSitePaths(reply)).toEqual([
      { text: 'Read ' },
      { text: 'Privacy Policy', href: '/privacy-policy' },
      { text: ' or ' },
      { text: 'Our Team', href: '/team' },
      { text: ' (or see ' },
      { text: '/not-a-page', href: '/not-a-page' },
      { text: ').' },
    ]);
  });

  it('never makes a link of a bracketed outside address', () => {
    expect(
      splitSitePaths('[Click](https://evil.example/x) [x](//evil.example)').filter((p) => p.href),
    ).toEqual([]);
  });
});
