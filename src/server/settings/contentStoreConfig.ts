/** Where the content editor stores its changes, decided from the environment alone (unit-testable). */
import * as z from 'zod';
import { ConfigError } from '../../lib/configError.ts';
import { onNetlify, parseEnv, text, textOr, type Env } from './envFields.ts';

export type GitHubAuth =
  /** A fine-grained personal access token. */
  | { type: 'token'; token: string }
  /** A GitHub App installed on the repository: a short-lived installation token per hour. */
  | { type: 'app'; appId: string; privateKey: string; installationId: string };

export type ContentStoreConfig =
  | { store: 'working-tree' }
  | {
      store: 'github';
      owner: string;
      repo: string;
      /** The branch the site deploys from; drafts are merged into it. */
      branch: string;
      auth: GitHubAuth;
      /** REST API root: GitHub's, a GitHub Enterprise server's, or a test's loopback fake. */
      apiUrl: string;
    }
  /** No store: the content routes answer 503 with the reason. */
  | { store: 'off'; reason: string };

const GITHUB_API = 'https://api.github.com';
const NOT_CONFIGURED_ON_NETLIFY =
  'content editing is not configured: set CONTENT_STORE=github, GITHUB_REPOSITORY and a GitHub credential (DEPLOY.md, "Content editing")';

const digits = (what: string) =>
  text.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: `must be ${what} (digits only)` })
      .optional(),
  );

const contentEnvSchema = z.object({
  CONTENT_STORE: text.pipe(
    z
      .enum(['working-tree', 'github', 'off'], { error: 'must be working-tree, github or off' })
      .optional(),
  ),
  GITHUB_REPOSITORY: text.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, { error: 'must be owner/name' })
      .optional(),
  ),
  GITHUB_BRANCH: textOr('main').pipe(
    z.string().regex(/^[A-Za-z0-9._/-]+$/, { error: 'must be a branch name' }),
  ),
  GITHUB_TOKEN: text,
  GITHUB_APP_ID: digits('the App ID'),
  // Netlify's UI keeps a pasted PEM's line breaks; a value written on one line with "\n" works too.
  GITHUB_APP_PRIVATE_KEY: text.transform((key) => key?.replace(/\\n/g, '\n')),
  GITHUB_APP_INSTALLATION_ID: digits('the installation ID'),
  GITHUB_API_URL: textOr(GITHUB_API).pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  ),
});

const APP_VARIABLES = ['GITHUB_APP_ID', 'GITHUB_APP_PRIVATE_KEY', 'GITHUB_APP_INSTALLATION_ID'];

export function loadContentStoreConfig(env: Env): ContentStoreConfig {
  const vars = parseEnv(contentEnvSchema, env);
  const netlify = onNetlify(env);
  // GitHub Actions sets GITHUB_REPOSITORY for every step, so locally it never chooses the store.
  const store =
    vars.CONTENT_STORE ?? (netlify ? (vars.GITHUB_REPOSITORY ? 'github' : 'off') : 'working-tree');
  if (store === 'off') return { store, reason: NOT_CONFIGURED_ON_NETLIFY };
  if (store === 'working-tree') {
    if (netlify) {
      throw new ConfigError(
        'CONTENT_STORE=working-tree cannot be used on Netlify: a function cannot write the site. Use github.',
      );
    }
    return { store };
  }
  if (!vars.GITHUB_REPOSITORY) {
    throw new ConfigError('GITHUB_REPOSITORY is required with CONTENT_STORE=github (owner/name)');
  }
  const [owner, repo] = vars.GITHUB_REPOSITORY.split('/') as [string, string];
  const base = { store, owner, repo, branch: vars.GITHUB_BRANCH, apiUrl: vars.GITHUB_API_URL };
  const appSet = APP_VARIABLES.filter((name) => vars[name as keyof typeof vars]);
  if (appSet.length > 0) {
    const missing = APP_VARIABLES.filter((name) => !appSet.includes(name));
    if (missing.length > 0) {
      throw new ConfigError(`${missing.join(' and ')} must be set with ${appSet.join(' and ')}`);
    }
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(vars.GITHUB_APP_PRIVATE_KEY!)) {
      throw new ConfigError('GITHUB_APP_PRIVATE_KEY must be the App private key in PEM form');
    }
    return {
      ...base,
      auth: {
        type: 'app',
        appId: vars.GITHUB_APP_ID!,
        privateKey: vars.GITHUB_APP_PRIVATE_KEY!,
        installationId: vars.GITHUB_APP_INSTALLATION_ID!,
      },
    };
  }
  if (!vars.GITHUB_TOKEN) {
    throw new ConfigError(
      'CONTENT_STORE=github needs GITHUB_TOKEN (a fine-grained token) or GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY and GITHUB_APP_INSTALLATION_ID',
    );
  }
  return { ...base, auth: { type: 'token', token: vars.GITHUB_TOKEN } };
}
