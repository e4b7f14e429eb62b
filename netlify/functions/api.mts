import type { Config } from '@netlify/functions';
import { createNetlifyApiHandler } from '../../src/server/netlifyApi.ts';

export default await createNetlifyApiHandler(process.env);

// The photo upload is served by content-media.mts, whose zip holds the image library; excluding
// its path here leaves no two functions on one path (Netlify documents no order between them).
export const config: Config = { path: '/api/*', excludedPath: '/api/admin/content/media' };
