import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm run dev` once pointed at a scripts/dev.ts that did not exist; every script file an npm script
// runs must be in the repository.
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};

describe('package.json scripts', () => {
  it.each(Object.entries(scripts))('%s runs only files that exist', (_name, command) => {
    const files = command.match(/\b(?:scripts|db|src)\/[\w./-]+\.(?:ts|mts|mjs|js)\b/g) ?? [];
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });
});
