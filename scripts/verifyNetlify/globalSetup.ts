import type { TestProject } from 'vitest/node';
import { deployOffline } from './deploy.ts';

declare module 'vitest' {
  /** What the checks (*.check.ts) read with inject(): the deploy they talk to. */
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    functionsDir: string;
    databaseUrl: string;
  }
}

/** Deploys once before the checks; afterwards stops it, keeping Netlify's output if a check failed. */
export default async function setup(project: TestProject) {
  const deploy = await deployOffline(
    process.env.VERIFY_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  project.provide('baseUrl', deploy.baseUrl);
  project.provide('distDir', deploy.distDir);
  project.provide('functionsDir', deploy.functionsDir);
  project.provide('databaseUrl', deploy.databaseUrl);
  return async () => {
    await deploy.stop({ keepWorkspace: project.vitest.state.getCountOfFailedTests() > 0 });
  };
}
