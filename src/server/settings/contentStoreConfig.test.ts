import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../lib/configError.ts';
import { loadAppConfig } from '../config.ts';
import { loadContentStoreConfig } from './contentStoreConfig.ts';

const KEY = '-----BEGIN RSA PRIVATE KEY-----\nMIIE...\n-----END RSA PRIVATE KEY-----\n';
const netlify = { NETLIFY: 'true' };

describe('content store settings', () => {
  it('writes the working tree by default, off Netlify', () => {
    expect(loadContentStoreConfig({})).toEqual({ store: 'working-tree' });
    // GitHub Actions sets GITHUB_REPOSITORY on every step: it must not switch a test run to GitHub.
    expect(loadContentStoreConfig({ GITHUB_REPOSITORY: 'firm/site', GITHUB_TOKEN: 't' })).toEqual({
      store: 'working-tree',
    });
    expect(loadAppConfig({ JWT_SECRET: 'x'.repeat(32) }).content).toEqual({
      store: 'working-tree',
    });
  });

  it('uses GitHub with a fine-grained token, on main unless told otherwise', () => {
    expect(
      loadContentStoreConfig({
        CONTENT_STORE: 'github',
        GITHUB_REPOSITORY: 'firm/site',
        GITHUB_TOKEN: 'github_pat_x',
      }),
    ).toEqual({
      store: 'github',
      owner: 'firm',
      repo: 'site',
      branch: 'main',
      apiUrl: 'https://api.github.com',
      auth: { type: 'token', token: 'github_pat_x' },
    });
  });

  it('uses a GitHub App installation when its three variables are set (a one-line key too)', () => {
    const config = loadContentStoreConfig({
      ...netlify,
      GITHUB_REPOSITORY: 'firm/site',
      GITHUB_BRANCH: 'production',
      GITHUB_APP_ID: '12345',
      GITHUB_APP_PRIVATE_KEY: KEY.replaceAll('\n', '\\n'),
      GITHUB_APP_INSTALLATION_ID: '678',
    });
    expect(config).toMatchObject({
      store: 'github',
      branch: 'production',
      auth: { type: 'app', appId: '12345', installationId: '678', privateKey: KEY },
    });
  });

  it('is off on Netlify until GitHub is configured, instead of stopping the API', () => {
    expect(loadContentStoreConfig(netlify)).toMatchObject({
      store: 'off',
      reason: expect.stringMatching(/CONTENT_STORE=github/),
    });
  });

  it.each([
    [{ CONTENT_STORE: 'git' }, /CONTENT_STORE must be working-tree, github or off \(got "git"\)/],
    [{ ...netlify, CONTENT_STORE: 'working-tree' }, /cannot be used on Netlify/],
    [{ CONTENT_STORE: 'github', GITHUB_TOKEN: 't' }, /GITHUB_REPOSITORY is required/],
    [
      { CONTENT_STORE: 'github', GITHUB_REPOSITORY: 'site', GITHUB_TOKEN: 't' },
      /GITHUB_REPOSITORY must be owner\/name/,
    ],
    [{ CONTENT_STORE: 'github', GITHUB_REPOSITORY: 'firm/site' }, /needs GITHUB_TOKEN/],
    [
      { CONTENT_STORE: 'github', GITHUB_REPOSITORY: 'firm/site', GITHUB_APP_ID: '1' },
      /GITHUB_APP_PRIVATE_KEY and GITHUB_APP_INSTALLATION_ID must be set with GITHUB_APP_ID/,
    ],
    [
      {
        CONTENT_STORE: 'github',
        GITHUB_REPOSITORY: 'firm/site',
        GITHUB_APP_ID: 'abc',
        GITHUB_APP_PRIVATE_KEY: KEY,
        GITHUB_APP_INSTALLATION_ID: '2',
      },
      /GITHUB_APP_ID must be the App ID/,
    ],
    [
      {
        CONTENT_STORE: 'github',
        GITHUB_REPOSITORY: 'firm/site',
        GITHUB_APP_ID: '1',
        GITHUB_APP_PRIVATE_KEY: 'not a key',
        GITHUB_APP_INSTALLATION_ID: '2',
      },
      /GITHUB_APP_PRIVATE_KEY must be the App private key/,
    ],
    [
      {
        CONTENT_STORE: 'github',
        GITHUB_REPOSITORY: 'firm/site',
        GITHUB_TOKEN: 't',
        GITHUB_BRANCH: 'a b',
      },
      /GITHUB_BRANCH must be a branch name/,
    ],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadContentStoreConfig(env)).toThrow(ConfigError);
    expect(() => loadContentStoreConfig(env)).toThrow(message);
  });

  it('never echoes a credential in an error', () => {
    const load = () =>
      loadContentStoreConfig({
        CONTENT_STORE: 'github',
        GITHUB_REPOSITORY: 'x',
        GITHUB_TOKEN: 'secret-token',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      expect((error as Error).message).not.toContain('secret-token');
    }
  });
});
