import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { teamEntrySchema } from '../../lib/contentSchemas/team.ts';
import {
  readMarkdownEntry,
  readYamlEntry,
  splitFrontmatter,
  writeMarkdownEntry,
  writeYamlEntry,
} from './fileCodecs.ts';
import { isFormatted, PRETTIER_OPTIONS } from './formatContent.ts';
import { schemaKeyOrder } from './schemaKeyOrder.ts';

const PROJECT = path.resolve(import.meta.dirname, '../../..');

/**
 * The real Prettier CLI with the project's config, as `prettier --check .` runs it in CI: the file's
 * text through stdin under its repository path; the check passes when Prettier changes nothing.
 */
function expectPrettierAccepts(repoPath: string, text: string): void {
  const formatted = execFileSync(
    path.join(PROJECT, 'node_modules/.bin/prettier'),
    ['--stdin-filepath', repoPath],
    { cwd: PROJECT, input: text, encoding: 'utf8' },
  );
  expect(formatted, `prettier --check ${repoPath}`).toBe(text);
}

const TESTIMONIAL = `# Quoted on the home page; keep it short.
name: Karen Li
role: First-Time Homebuyer # as she asked to be named
quote: 'We were priced out of every listing we liked.'
equityApplicant: false
order: 6
`;

describe('YAML entries', () => {
  it('reads the data', () => {
    expect(readYamlEntry('src/content/testimonials/karen-li.yaml', TESTIMONIAL)).toEqual({
      name: 'Karen Li',
      role: 'First-Time Homebuyer',
      quote: 'We were priced out of every listing we liked.',
      equityApplicant: false,
      order: 6,
    });
  });

  it('edits the document: comments, key order and quoting survive, only the value changes', async () => {
    const { order, ...rest } = readYamlEntry('x.yaml', TESTIMONIAL);
    // The data comes back in another key order (as a form might send it).
    const edited = { order, ...rest, quote: "They found us help we didn't know we qualified for." };
    const written = await writeYamlEntry('src/content/testimonials/karen-li.yaml', edited, {
      previous: TESTIMONIAL,
    });
    expect(written).toBe(`# Quoted on the home page; keep it short.
name: Karen Li
role: First-Time Homebuyer # as she asked to be named
quote: "They found us help we didn't know we qualified for."
equityApplicant: false
order: 6
`);
    expectPrettierAccepts('src/content/testimonials/karen-li.yaml', written);
  });

  it('drops removed fields and puts new ones where the schema declares them', async () => {
    const previous =
      'name: Jordan Hayes\n# The title\nrole: Lead\norder: 1\nemail: j@example.com\n';
    const written = await writeYamlEntry(
      'src/content/team/jordan-hayes.yaml',
      { name: 'Jordan Hayes', role: 'Lead', order: 1, credentials: ['B.S.'] },
      { previous, keyOrder: schemaKeyOrder(teamEntrySchema(z.string())) },
    );
    expect(written).toBe(
      'name: Jordan Hayes\n# The title\nrole: Lead\ncredentials:\n  - B.S.\norder: 1\n',
    );
  });

  it('writes a new file in the schema key order, formatted', async () => {
    const written = await writeYamlEntry(
      'src/content/team/new-hire.yaml',
      {
        order: 3,
        email: 'new@example.com',
        bio: 'A long biography that goes well past the hundred characters Prettier wraps prose at, on one line.',
        name: 'New Hire',
        credentials: ['One', 'Two'],
        role: 'Analyst',
      },
      { keyOrder: schemaKeyOrder(teamEntrySchema(z.string())) },
    );
    expect(Object.keys(readYamlEntry('x.yaml', written))).toEqual([
      'name',
      'role',
      'credentials',
      'bio',
      'email',
      'order',
    ]);
    expect(written.split('\n').filter((line) => line.startsWith('bio:'))).toHaveLength(1);
    expectPrettierAccepts('src/content/team/new-hire.yaml', written);
  });

  it('formats what it writes (double quotes become single, as the project wants)', async () => {
    const written = await writeYamlEntry(
      'src/content/faq/x.yaml',
      { a: 'x' },
      {
        previous: 'a:   "y"\n',
      },
    );
    expect(written).toBe("a: 'x'\n");
    expect(await isFormatted('src/content/faq/x.yaml', written)).toBe(true);
    expect(await isFormatted('src/content/faq/x.yaml', 'a:   "y"\n')).toBe(false);
  });

  it('refuses YAML that does not parse, naming the file', () => {
    expect(() => readYamlEntry('src/content/faq/x.yaml', 'a: [1,\n')).toThrow(
      /src\/content\/faq\/x\.yaml: is not valid YAML/,
    );
  });
});

const DIVISION = `---
# Shown in the hero.
headline: Legacy Roots.
lead: We help.
cta:
  heading: Start
  text: Free.
---

The legal cannabis market was meant to include _everyone_.

- a list
- of two
`;

describe('Markdown entries', () => {
  it('splits frontmatter and body', () => {
    const { frontmatter, body } = splitFrontmatter(DIVISION);
    expect(frontmatter).toBe(
      '# Shown in the hero.\nheadline: Legacy Roots.\nlead: We help.\ncta:\n  heading: Start\n  text: Free.',
    );
    expect(body.startsWith('The legal cannabis market was')).toBe(true);
    expect(splitFrontmatter('no frontmatter\n')).toEqual({
      frontmatter: null,
      body: 'no frontmatter\n',
    });
  });

  it('edits the frontmatter in place and keeps a formatted body as it is', async () => {
    const { data, body } = readMarkdownEntry('x.md', DIVISION);
    const newBody = `${body}\nA new paragraph.\n`;
    const written = await writeMarkdownEntry(
      'src/content/divisions/cannabis.md',
      {
        ...data,
        headline: 'Legacy roots, legal futures.',
        cta: { ...(data.cta as object), text: 'Always free.' },
      },
      newBody,
      { previous: DIVISION },
    );
    expect(written).toBe(`---
# Shown in the hero.
headline: Legacy roots, legal futures.
lead: We help.
cta:
  heading: Start
  text: Always free.
---

${newBody}`);
    expect(readMarkdownEntry('x.md', written).body).toBe(newBody);
  });

  it('formats the body as prettier --check wants it, keeping what it says', async () => {
    const written = await writeMarkdownEntry(
      'src/content/divisions/new.md',
      { lead: 'We help.', headline: "Owners' guide" },
      'A  paragraph with *italic*.\n\n\n* one\n* two\nPay back in <2 years, a < b, 5 > 3, every {dólar} & more',
    );
    expectPrettierAccepts('src/content/divisions/new.md', written);
    expect(readMarkdownEntry('x.md', written).body).toBe(
      'A paragraph with _italic_.\n\n- one\n- two\n  Pay back in <2 years, a < b, 5 > 3, every {dólar} & more\n',
    );
  });

  it('keeps a value ending in " ---" a value: the closing fence starts a line', async () => {
    const written = await writeMarkdownEntry(
      'src/content/divisions/marketing.md',
      { headline: 'Brands that build trust ---', lead: 'We help.' },
      'Body.\n',
    );
    const { data, body } = readMarkdownEntry('x.md', written);
    expect(data).toEqual({ headline: 'Brands that build trust ---', lead: 'We help.' });
    expect(body).toBe('Body.\n');
  });
});

describe('the files in src/content', () => {
  it('come back byte for byte when nothing is edited', async () => {
    const folder = path.join(PROJECT, 'src/content');
    const files = (await readdir(folder, { recursive: true })).filter((name) =>
      /\.(ya?ml|mdx?)$/.test(name),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const name of files) {
      const repoPath = `src/content/${name}`;
      const text = await readFile(path.join(folder, name), 'utf8');
      const written = name.endsWith('.yaml')
        ? await writeYamlEntry(repoPath, readYamlEntry(repoPath, text), { previous: text })
        : await (async () => {
            const { data, body } = readMarkdownEntry(repoPath, text);
            return writeMarkdownEntry(repoPath, data, body, { previous: text });
          })();
      expect(written, repoPath).toBe(text);
    }
  });
});

describe('Prettier settings', () => {
  it("are the project's own", async () => {
    const resolved = await prettier.resolveConfig(path.join(PROJECT, 'src/content/faq/x.yaml'));
    const { plugins: _plugins, overrides: _overrides, ...options } = resolved ?? {};
    expect(options).toEqual(PRETTIER_OPTIONS);
  });
});
