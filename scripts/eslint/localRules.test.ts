import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { factsEntrySchema } from '../../src/lib/contentSchemas/facts.ts';
import { FACT_FIELDS, factRules } from './factRules.js';
import { relativeImportExtension } from './importExtensionRule.js';

// RuleTester reports through the test framework's hooks; vitest's are these (its types omit them).
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const shippedSite = "import { site } from '../../lib/site.ts';\n";

describe('the fact rules', () => {
  it('know every field an editor can change', () => {
    expect([...FACT_FIELDS].sort()).toEqual(Object.keys(factsEntrySchema.shape).sort());
  });

  tester.run('no-fact-at-module-scope', factRules['no-fact-at-module-scope'], {
    valid: [
      `${shippedSite}export const line = () => \`call \${site.phone}\`;`,
      `${shippedSite}export const NAME = site.name;`,
      // A local `site` (the facts in force, passed in) is not the shipped one.
      `export const f = ({ site }) => site.phone;`,
    ],
    invalid: [
      {
        code: `${shippedSite}export const MSG = \`call \${site.phone}\`;`,
        errors: [{ messageId: 'moduleScope' }],
      },
      {
        code: `import { site as s } from './site.ts';\nconst { hours } = s;`,
        errors: [{ messageId: 'moduleScope' }],
      },
    ],
  });

  tester.run('facts-from-context', factRules['facts-from-context'], {
    valid: [
      `export const f = (facts) => facts.site.phone;`,
      `export const g = ({ site }) => \`\${site.phone}\`;`,
      `${shippedSite}export const h = () => site.name;`,
      `import { formatAddress } from '../../lib/site.ts';\nexport const a = (f) => formatAddress(f.site);`,
    ],
    invalid: [
      {
        code: `${shippedSite}export const f = () => site.phone;`,
        errors: [{ messageId: 'shipped' }],
      },
      {
        code: `import { formatAddress } from '../../lib/site.ts';\nexport const a = () => formatAddress();`,
        errors: [{ messageId: 'fallback' }],
      },
      {
        code: `export const l = () => officeHoursLabel('es');`,
        errors: [{ messageId: 'fallback' }],
      },
    ],
  });
});

describe('relative-import-extension', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-extension-'));
  mkdirSync(path.join(root, 'folder'));
  for (const file of ['a.ts', 'B.tsx', 'folder/index.ts', 'style.css']) {
    writeFileSync(path.join(root, file), '');
  }
  const filename = path.join(root, 'main.ts');

  tester.run('relative-import-extension', relativeImportExtension, {
    valid: [
      { code: `import { a } from './a.ts';`, filename },
      { code: `import B from './B.tsx';`, filename },
      { code: `import './style.css';`, filename },
      { code: `import x from './style.css?raw';`, filename },
      { code: `export * from './folder/index.ts';`, filename },
      { code: `import { z } from 'zod';`, filename },
    ],
    invalid: [
      {
        code: `import { a } from './a';`,
        filename,
        errors: [{ messageId: 'missing' }],
        output: `import { a } from './a.ts';`,
      },
      {
        code: `export { default } from './B';`,
        filename,
        errors: [{ messageId: 'missing' }],
        output: `export { default } from './B.tsx';`,
      },
      {
        code: `export * from './folder';`,
        filename,
        errors: [{ messageId: 'missing' }],
        output: `export * from './folder/index.ts';`,
      },
      {
        code: `const m = () => import('./a');`,
        filename,
        errors: [{ messageId: 'missing' }],
        output: `const m = () => import('./a.ts');`,
      },
      {
        code: `import { a } from './a.js';`,
        filename,
        errors: [{ messageId: 'unresolved' }],
      },
    ],
  });
});
