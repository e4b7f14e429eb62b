import type { Config } from '@netlify/functions';
import { createNetlifyApiHandler } from '../../src/server/netlifyApi.ts';

/**
 * The team photo upload, POST /api/admin/content/media, as its own function: the same API app as
 * api.mts (same session, role, Origin and size checks, logging and content store), but bundled
 * with sharp and its libvips (netlify.toml), which would take the api zip far past its budget.
 * api.mts excludes this exact path, so exactly one function answers it, whatever the method.
 */
export default await createNetlifyApiHandler(process.env);

export const config: Config = { path: '/api/admin/content/media' };
