import { describe, expect, it } from 'vitest';
import { ConfigError } from '../lib/configError.ts';
import { checkServerEnv, loadAppConfig, loadServerConfig } from './config.ts';

const secret = 'x'.repeat(32);

describe('server configuration', () => {
  it('defaults to port 4321, embedded PGlite and a localhost site URL', () => {
    const config = loadServerConfig({}, { jwtSecret: secret });
    expect(config.port).toBe(4321);
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '.data/pglite' });
    expect(config.siteUrl).toBe('http://localhost:4321');
  });

  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadServerConfig({}, { jwtSecret: secret }).host).toBe('127.0.0.1');
    expect(loadServerConfig({ HOST: '0.0.0.0' }, { jwtSecret: secret }).host).toBe('0.0.0.0');
  });

  it('allows state changes only from the configured origins, never from the request host', () => {
    const local = loadServerConfig({}, { jwtSecret: secret });
    expect(local.allowedOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    const netlify = loadAppConfig({
      NETLIFY: 'true',
      JWT_SECRET: secret,
      SITE_URL: 'https://www.example.org',
      URL: 'https://example-firm.netlify.app',
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--example-firm.netlify.app',
    });
    expect(netlify.allowedOrigins).toEqual([
      'https://www.example.org',
      'https://example-firm.netlify.app',
      'https://deploy-preview-7--example-firm.netlify.app',
    ]);
    const exposed = loadServerConfig(
      { HOST: '0.0.0.0', SITE_URL: 'http://office.lan:4321' },
      {
        jwtSecret: secret,
      },
    );
    expect(exposed.allowedOrigins).toEqual(['http://office.lan:4321']);
  });

  it('follows PORT in the default site URL', () => {
    expect(loadServerConfig({ PORT: '5000' }, { jwtSecret: secret }).siteUrl).toBe(
      'http://localhost:5000',
    );
  });

  it.each(['abc', '0', '70000', '80.5', '-1'])('refuses PORT=%s naming the variable', (port) => {
    const load = () => loadServerConfig({ PORT: port }, { jwtSecret: secret });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`PORT must be a whole number from 1 to 65535 (got "${port}")`);
  });

  it('gives the chat model 15 s by default and refuses a nonsense OPENAI_TIMEOUT_MS', () => {
    expect(loadAppConfig({ JWT_SECRET: secret }).openai.timeoutMs).toBe(15_000);
    expect(loadAppConfig({ JWT_SECRET: secret, OPENAI_TIMEOUT_MS: '2500' }).openai.timeoutMs).toBe(
      2500,
    );
    for (const value of ['soon', '0', '-5', '999999']) {
      expect(() => loadAppConfig({ JWT_SECRET: secret, OPENAI_TIMEOUT_MS: value })).toThrow(
        /^OPENAI_TIMEOUT_MS must be milliseconds from 100 to 120000/,
      );
    }
  });

  it('refuses a bad DATABASE_URL naming the variable', () => {
    expect(() => loadServerConfig({ DATABASE_URL: 'mysql://x/y' }, { jwtSecret: secret })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('refuses a bad SITE_URL', () => {
    expect(() => loadAppConfig({ SITE_URL: 'ftp://x' }, { jwtSecret: secret })).toThrow(
      'SITE_URL must be an absolute http(s) URL (got "ftp://x")',
    );
  });

  it("takes Netlify's URL when SITE_URL is not set, like the build", () => {
    const netlify = { NETLIFY: 'true', JWT_SECRET: secret, URL: 'https://firm.netlify.app' };
    expect(loadAppConfig(netlify).siteUrl).toBe('https://firm.netlify.app');
    expect(loadAppConfig({ ...netlify, SITE_URL: 'https://www.example.org/' }).siteUrl).toBe(
      'https://www.example.org',
    );
  });

  it('treats empty and blank values as unset', () => {
    const config = loadServerConfig(
      { PORT: ' ', HOST: '', OPENAI_MODEL: ' ', OPENAI_TIMEOUT_MS: '', SITE_URL: '' },
      { jwtSecret: secret },
    );
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:4321',
    });
    expect(config.openai).toMatchObject({ model: 'gpt-4o-mini', timeoutMs: 15_000 });
  });

  it('names every bad variable at once and never echoes a secret', () => {
    const env = {
      JWT_SECRET: secret,
      SMTP_URL: 'http://user:hunter2@mail',
      OPENAI_TIMEOUT_MS: 'soon',
    };
    expect(() => loadAppConfig(env)).toThrow(
      'OPENAI_TIMEOUT_MS must be milliseconds from 100 to 120000 (got "soon"); ' +
        'SMTP_URL must start with smtp:// or smtps://',
    );
  });

  it('hashes passwords at bcrypt cost 12 unless BCRYPT_COST says otherwise', () => {
    expect(loadAppConfig({ JWT_SECRET: secret }).bcryptCost).toBe(12);
    expect(loadAppConfig({ JWT_SECRET: secret, BCRYPT_COST: '4' }).bcryptCost).toBe(4);
    expect(loadAppConfig({ JWT_SECRET: secret, BCRYPT_COST: '13' }).bcryptCost).toBe(13);
  });

  it.each(['3', '32', 'abc', '10.5'])('refuses BCRYPT_COST=%s naming the variable', (cost) => {
    const load = () => loadAppConfig({ JWT_SECRET: secret, BCRYPT_COST: cost });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`BCRYPT_COST must be a whole number from 4 to 31 (got "${cost}")`);
  });

  it.each([{ NODE_ENV: 'production' }, { NETLIFY: 'true' }, { LAMBDA_TASK_ROOT: '/var/task' }])(
    'refuses a bcrypt cost below 12 in production (%o)',
    (production) => {
      const load = () => loadAppConfig({ ...production, JWT_SECRET: secret, BCRYPT_COST: '11' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow('BCRYPT_COST must be at least 12 in production (got "11")');
      expect(
        loadAppConfig({ ...production, JWT_SECRET: secret, BCRYPT_COST: '12' }).bcryptCost,
      ).toBe(12);
    },
  );

  it('requires JWT_SECRET of at least 32 bytes in production', () => {
    expect(() => loadAppConfig({ NODE_ENV: 'production' }, { jwtSecret: secret })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(() => loadAppConfig({ NETLIFY: 'true', JWT_SECRET: 'short' })).toThrow(
      /at least 32 bytes/,
    );
    const ok = loadAppConfig({ NETLIFY: 'true', JWT_SECRET: 'y'.repeat(40) });
    expect(ok.production).toBe(true);
    expect(ok.jwtSecret.length).toBe(40);
  });

  it('uses the locally generated secret outside production', () => {
    expect(loadAppConfig({}, { jwtSecret: secret }).jwtSecret.length).toBe(32);
  });

  it('checks what npm start reads before its build without asking for the session secret', () => {
    expect(checkServerEnv({ PORT: '5001' })).toEqual({ siteUrl: 'http://localhost:5001' });
    expect(() => checkServerEnv({ SMTP_URL: 'mail.example.org' })).toThrow(/^SMTP_URL must start/);
    expect(() => checkServerEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow(ConfigError);
    expect(() => checkServerEnv({ SITE_URL: 'office' })).toThrow(/^SITE_URL must be an absolute/);
  });

  it('never echoes DATABASE_URL, which holds a password', () => {
    const url = 'mysql://app:hunter2@db.example.org/app';
    expect(() => checkServerEnv({ DATABASE_URL: url })).toThrow(/^DATABASE_URL must start/);
    expect(() => checkServerEnv({ DATABASE_URL: url })).not.toThrow(/hunter2/);
  });
});
