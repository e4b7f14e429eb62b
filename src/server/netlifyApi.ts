import type { Context } from '@netlify/functions';
import { openDatabase } from '../../db/client.ts';
import { createApp } from './app.ts';
import { ConfigError } from '../lib/configError.ts';
import { loadAppConfig } from './config.ts';
import { createContentStore } from './content/createContentStore.ts';
import { loadDatabaseConfig } from './settings/database.ts';
import { log } from './log.ts';

export type NetlifyHandler = (request: Request, context?: Context) => Response | Promise<Response>;

/**
 * The API as netlify/functions/api.mts serves it, built once per function instance. When a
 * variable is missing or malformed (DATABASE_URL, JWT_SECRET, SMTP_URL …) every request answers 503
 * with the reason, which names the variable and its Netlify scope, instead of the platform's bare
 * 502 for a function that crashed while starting. Migrations run in the deploy build, never here.
 */
export async function createNetlifyApiHandler(
  env: Record<string, string | undefined>,
): Promise<NetlifyHandler> {
  try {
    const config = loadAppConfig(env);
    const handle = await openDatabase(loadDatabaseConfig(env));
    const contentStore = createContentStore(config.content);
    const app = createApp({ db: handle.db, driver: handle.driver, config, contentStore });
    return (request, context) => app.fetch(request, context);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error('api_not_configured', { reason: error.message });
    const body = { message: `The API is not configured: ${error.message}` };
    return () => Response.json(body, { status: 503, headers: { 'Retry-After': '300' } });
  }
}
