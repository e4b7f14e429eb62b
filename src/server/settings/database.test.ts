import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../lib/configError.ts';
import { loadDatabaseConfig } from './database.ts';

describe('loadDatabaseConfig', () => {
  it('uses embedded PGlite in .data/pglite when no DATABASE_URL is set', () => {
    expect(loadDatabaseConfig({})).toEqual({ driver: 'pglite', dataDir: '.data/pglite' });
  });

  it('honours PGLITE_DIR, including memory:// for tests', () => {
    expect(loadDatabaseConfig({ PGLITE_DIR: 'memory://' })).toEqual({
      driver: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('uses node-postgres for a postgres:// URL', () => {
    const url = 'postgres://app:secret@127.0.0.1:5432/app';
    expect(loadDatabaseConfig({ DATABASE_URL: url })).toEqual({ driver: 'postgres', url });
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgresql://h/db' }).driver).toBe('postgres');
  });

  it('uses the Neon serverless driver for a Neon URL on Netlify', () => {
    const url = 'postgres://u:p@ep-cool-name-123.us-east-2.aws.neon.tech/neondb?sslmode=require';
    expect(loadDatabaseConfig({ DATABASE_URL: url, NETLIFY: 'true' })).toEqual({
      driver: 'neon',
      url,
    });
    expect(loadDatabaseConfig({ DATABASE_URL: url, LAMBDA_TASK_ROOT: '/var/task' }).driver).toBe(
      'neon',
    );
    // A long-running local process talks to Neon over a normal TCP pool.
    expect(loadDatabaseConfig({ DATABASE_URL: url }).driver).toBe('postgres');
  });

  it('never falls back to PGlite on Netlify: a missing DATABASE_URL names the variable and scope', () => {
    expect(() => loadDatabaseConfig({ NETLIFY: 'true' })).toThrow(ConfigError);
    expect(() => loadDatabaseConfig({ NETLIFY: 'true', PGLITE_DIR: '/tmp/x' })).toThrow(
      /DATABASE_URL is not set.*Builds scope/,
    );
    expect(() => loadDatabaseConfig({ LAMBDA_TASK_ROOT: '/var/task', DATABASE_URL: ' ' })).toThrow(
      /DATABASE_URL is not set.*Functions scope/,
    );
  });

  it.each([
    ['not a url', /not a valid URL/],
    ['mysql://root@localhost/db', /must start with postgres:\/\//],
    ['postgres://', /not a valid URL|no host/],
  ])('rejects DATABASE_URL=%s with a message naming the variable', (value, message) => {
    expect(() => loadDatabaseConfig({ DATABASE_URL: value })).toThrow(ConfigError);
    expect(() => loadDatabaseConfig({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
    expect(() => loadDatabaseConfig({ DATABASE_URL: value })).toThrow(message);
  });
});
