import { describe, expect, it } from 'vitest';
import { buildHeadTags, faqSchema, serializeJsonLd } from './seo.ts';
import { site } from './site.ts';
import { es } from '../i18n/es.ts';

const siteUrl = new URL('https://www.example.org');

describe('buildHeadTags', () => {
  it('appends the firm name to inner page titles and builds the canonical from SITE_URL', () => {
    const head = buildHeadTags(
      { title: 'Our Team', description: 'd'.repeat(60), path: '/team', keywords: ['a', 'b'] },
      siteUrl,
    );
    expect(head.title).toBe('Our Team | Legacy Equity Group');
    expect(head.canonical).toBe('https://www.example.org/team');
    expect(head.keywords).toBe('a, b');
    expect(head.robots).toBe('index, follow');
    expect(head.image.url).toBe('https://www.example.org/og-default.png');
  });

  it('gives Spanish pages the Spanish share card, alt and manifest; English keeps its own', () => {
    const meta = { title: 'Equipo', description: 'd'.repeat(60), path: '/team', keywords: [] };
    const spanish = buildHeadTags(meta, siteUrl, 'es');
    expect(spanish.image.url).toBe('https://www.example.org/og-default-es.png');
    expect(spanish.image.alt).toBe(
      'Legacy Equity Group: Patrimonio y equidad a través del emprendimiento',
    );
    expect(spanish.manifest).toBe('/manifest.es.webmanifest');
    const firm = JSON.parse(spanish.jsonLd)['@graph'][0];
    expect(firm.image).toBe('https://www.example.org/og-default-es.png');
    const english = buildHeadTags(meta, siteUrl, 'en');
    expect(english.image.alt).toBe('Legacy Equity Group — Building Equity Through Enterprise');
    expect(english.manifest).toBe('/manifest.webmanifest');
  });

  it('keeps the home title as given and adds no breadcrumb there', () => {
    const head = buildHeadTags(
      {
        title: 'Legacy Equity Group | Building Equity Through Enterprise',
        description: 'x',
        path: '/',
        keywords: [],
        breadcrumbs: [{ name: 'Home', path: '/' }],
      },
      siteUrl,
    );
    expect(head.title).toBe('Legacy Equity Group | Building Equity Through Enterprise');
    const types = JSON.parse(head.jsonLd)['@graph'].map((n: { '@type': string }) => n['@type']);
    expect(types).toEqual(['ProfessionalService', 'WebPage']);
  });

  it('marks noindex pages and adds breadcrumbs after Home on inner pages', () => {
    const head = buildHeadTags(
      {
        title: 'Terms of Service',
        description: 'x',
        path: '/terms-of-service',
        keywords: [],
        noindex: true,
        breadcrumbs: [{ name: 'Terms of Service', path: '/terms-of-service' }],
      },
      siteUrl,
    );
    expect(head.robots).toBe('noindex, follow');
    const crumbs = JSON.parse(head.jsonLd)['@graph'][2];
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://www.example.org/',
      'https://www.example.org/terms-of-service',
    ]);
  });

  it('gives each language its own canonical URL, both alternates, x-default and inLanguage', () => {
    const meta = {
      title: 'Equipo',
      description: 'x',
      path: '/team',
      keywords: [],
      breadcrumbs: [{ name: 'Equipo', path: '/team' }],
    };
    const spanish = buildHeadTags(meta, siteUrl, 'es');
    expect(spanish.canonical).toBe('https://www.example.org/es/team');
    expect(spanish.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.org/team' },
      { hreflang: 'es', href: 'https://www.example.org/es/team' },
      { hreflang: 'x-default', href: 'https://www.example.org/team' },
    ]);
    const graph = JSON.parse(spanish.jsonLd)['@graph'];
    expect(graph[1]).toMatchObject({ '@type': 'WebPage', inLanguage: 'es' });
    expect(
      graph[2].itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
    ).toEqual([
      ['Inicio', 'https://www.example.org/es'],
      ['Equipo', 'https://www.example.org/es/team'],
    ]);
    expect(buildHeadTags(meta, siteUrl).alternates).toEqual(spanish.alternates);
  });

  it('always describes the firm with its Holyoke address, hours and service area', () => {
    const head = buildHeadTags(
      { title: 'T', description: 'x', path: '/impact', keywords: [] },
      siteUrl,
    );
    const firm = JSON.parse(head.jsonLd)['@graph'][0];
    expect(firm['@type']).toBe('ProfessionalService');
    expect(firm.address.addressLocality).toBe('Holyoke');
    expect(firm.openingHours).toBe('Mo-Fr 09:00-17:00');
    expect(firm.areaServed).toHaveLength(4);
  });

  it('describes the firm in the language of a Spanish page', () => {
    const head = buildHeadTags(
      { title: 'T', description: 'x', path: '/impact', keywords: [] },
      siteUrl,
      'es',
    );
    const firm = JSON.parse(head.jsonLd)['@graph'][0];
    expect(firm.slogan).toBe(es[site.tagline]);
    expect(firm.description).toBe(es[site.description]);
    expect(firm.areaServed.map((area: { name: string }) => area.name)).toContain('Nueva York');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of its script element by page content', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@graph': [faqSchema([{ question: '</script><script>alert(1)</script>', answer: 'a' }])],
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@graph'][0].mainEntity[0].name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
