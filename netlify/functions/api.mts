import type { Config } from '@netlify/functions';
import { createNetlifyApiHandler } from '../../src/server/netlifyApi.ts';

export default await createNetlifyApiHandler(process.env);

export const config: Config = { path: '/api/*' };
