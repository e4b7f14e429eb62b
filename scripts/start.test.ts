import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm start` must refuse a bad environment at once, naming the variable, without a stack trace. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm start with a bad environment', () => {
  it.each([
    [{ PORT: 'eighty' }, /Cannot start: PORT must be a whole number/],
    [{ PORT: '99999' }, /Cannot start: PORT must be a whole number/],
    [
      { DATABASE_URL: 'mysql://root@localhost/app' },
      /Cannot start: DATABASE_URL must start with postgres/,
    ],
    [{ DATABASE_URL: 'not a url' }, /Cannot start: DATABASE_URL is not a valid URL/],
    [{ SITE_URL: 'localhost' }, /Cannot start: SITE_URL must be an absolute/],
  ])('%o fails with a message naming the variable', (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
