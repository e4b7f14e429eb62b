import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./migrate.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run db:migrate`'s script in an empty folder (no .env) with only the given variables. */
function migrate(env: Record<string, string>) {
  const { DATABASE_URL: _url, NETLIFY: _netlify, LAMBDA_TASK_ROOT: _lambda, ...base } = process.env;
  return spawnSync(tsx, [script], {
    cwd: work,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 110_000,
  });
}

describe('npm run db:migrate on Netlify without DATABASE_URL', () => {
  it('stops in the build naming the variable and the Builds scope, and touches no embedded database', () => {
    const pgliteDir = path.join(work, 'pglite');
    const result = migrate({ NETLIFY: 'true', PGLITE_DIR: pgliteDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cannot migrate: DATABASE_URL is not set/);
    expect(result.stderr).toMatch(/Builds scope/);
    expect(result.stdout).not.toMatch(/Migrations applied/);
    expect(existsSync(pgliteDir)).toBe(false);
  }, 120_000);

  it('names the Functions scope inside a function', () => {
    const result = migrate({ LAMBDA_TASK_ROOT: '/var/task' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL is not set.*Functions scope/);
  }, 120_000);

  it('still migrates an embedded database off Netlify', () => {
    const result = migrate({ PGLITE_DIR: path.join(work, 'local') });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Migrations applied \(pglite\)/);
    expect(result.status).toBe(0);
  }, 120_000);
});
