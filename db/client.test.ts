import { describe, expect, it } from 'vitest';
import { DatabaseConfigError, selectDriver } from './client.ts';

describe('selectDriver', () => {
  it('uses embedded PGlite in .data/pglite when no DATABASE_URL is set', () => {
    expect(selectDriver({})).toEqual({ driver: 'pglite', dataDir: '.data/pglite' });
  });

  it('honours PGLITE_DIR, including memory:// for tests', () => {
    expect(selectDriver({ PGLITE_DIR: 'memory://' })).toEqual({
      driver: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('uses node-postgres for a postgres:// URL', () => {
    const url = 'postgres://app:secret@127.0.0.1:5432/app';
    expect(selectDriver({ DATABASE_URL: url })).toEqual({ driver: 'postgres', url });
    expect(selectDriver({ DATABASE_URL: 'postgresql://h/db' }).driver).toBe('postgres');
  });

  it('uses the Neon serverless driver for a Neon URL on Netlify', () => {
    const url = 'postgres://u:p@ep-cool-name-123.us-east-2.aws.neon.tech/neondb?sslmode=require';
    expect(selectDriver({ DATABASE_URL: url, NETLIFY: 'true' })).toEqual({ driver: 'neon', url });
    expect(selectDriver({ DATABASE_URL: url, LAMBDA_TASK_ROOT: '/var/task' }).driver).toBe('neon');
    // A long-running local process talks to Neon over a normal TCP pool.
    expect(selectDriver({ DATABASE_URL: url }).driver).toBe('postgres');
  });

  it('never falls back to PGlite on Netlify: a missing DATABASE_URL names the variable and scope', () => {
    expect(() => selectDriver({ NETLIFY: 'true' })).toThrow(DatabaseConfigError);
    expect(() => selectDriver({ NETLIFY: 'true', PGLITE_DIR: '/tmp/x' })).toThrow(
      /DATABASE_URL is not set.*Builds scope/,
    );
    expect(() => selectDriver({ LAMBDA_TASK_ROOT: '/var/task', DATABASE_URL: ' ' })).toThrow(
      /DATABASE_URL is not set.*Functions scope/,
    );
  });

  it.each([
    ['not a url', /not a valid URL/],
    ['mysql://root@localhost/db', /must start with postgres:\/\//],
    ['postgres://', /not a valid URL|no host/],
  ])('rejects DATABASE_URL=%s with a message naming the variable', (value, message) => {
    expect(() => selectDriver({ DATABASE_URL: value })).toThrow(DatabaseConfigError);
    expect(() => selectDriver({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
    expect(() => selectDriver({ DATABASE_URL: value })).toThrow(message);
  });
});
