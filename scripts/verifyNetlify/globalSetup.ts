import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startFakeGitHub } from '../../src/server/testing/fakeGitHub.ts';
import { deployOffline } from './deploy.ts';

declare module 'vitest' {
  /** What the checks (*.check.ts) read with inject(): the deploy they talk to. */
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    functionsDir: string;
    databaseUrl: string;
    /** The loopback fake of GitHub's API the content store writes to, and a token it accepts. */
    github: { apiUrl: string; repository: string; token: string };
  }
}

/**
 * Deploys once before the checks, its content store on a loopback fake of GitHub's API (as on
 * Netlify, where the editor commits through that API); afterwards stops both, keeping Netlify's
 * output if a check failed.
 */
export default async function setup(project: TestProject) {
  const token = randomBytes(16).toString('hex');
  const github = await startFakeGitHub({ token, files: { 'package.json': '{}\n' } });
  const repository = `${github.owner}/${github.repo}`;
  const deploy = await deployOffline(
    process.env.VERIFY_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    {
      CONTENT_STORE: 'github',
      GITHUB_REPOSITORY: repository,
      GITHUB_TOKEN: token,
      GITHUB_API_URL: github.baseUrl,
    },
  ).catch(async (error: unknown) => {
    await github.close();
    throw error;
  });
  project.provide('baseUrl', deploy.baseUrl);
  project.provide('distDir', deploy.distDir);
  project.provide('functionsDir', deploy.functionsDir);
  project.provide('databaseUrl', deploy.databaseUrl);
  project.provide('github', { apiUrl: github.baseUrl, repository, token });
  return async () => {
    await deploy.stop({ keepWorkspace: project.vitest.state.getCountOfFailedTests() > 0 });
    await github.close();
  };
}
