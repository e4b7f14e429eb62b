import type { Config, Context } from '@netlify/functions';
import { openDatabase, selectDriver } from '../../db/client.ts';
import { createApp } from '../../src/server/app.ts';
import { loadAppConfig } from '../../src/server/config.ts';

// Built once per function instance and reused across invocations. Migrations run in the deploy
// build (npm run db:migrate), never here.
const env = process.env;
const handle = await openDatabase(selectDriver(env));
const app = createApp({ db: handle.db, driver: handle.driver, config: loadAppConfig(env) });

export default (request: Request, context: Context) => app.fetch(request, context);

export const config: Config = { path: '/api/*' };
