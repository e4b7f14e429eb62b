import { Hono } from 'hono';
import { z } from 'zod';
import { markdownBodyProblems } from '../content/markdownBodyRules.ts';
import { renderMarkdownBody } from '../content/renderMarkdownBody.ts';
import type { AppEnv } from '../types.ts';
import { validateJson } from '../validate.ts';

/**
 * The content editor's preview of a page body (/api/admin/content/preview): the HTML the site
 * would print, from Astro's own Markdown processor with the facts filled in (renderMarkdownBody),
 * and the problems a save would refuse, with their lines. The preview used to be `marked` plus
 * DOMPurify in the browser, which hid raw HTML the build then published; now what the editor sees
 * is what publishes, and text that would be refused is named before Save. Any signed-in editor;
 * it writes nothing. Mounted before the content routes, whose POST /:collection would take it.
 */
const previewBody = z.object({ body: z.string().max(60_000) });

export const adminContentPreviewRoutes = new Hono<AppEnv>().post(
  '/',
  validateJson(previewBody),
  async (c) => {
    const { body } = c.req.valid('json');
    const problems = markdownBodyProblems(body);
    // Refused text is not rendered: the preview must never show what the site would not.
    const html = problems.length ? '' : await renderMarkdownBody(body);
    return c.json({ html, problems });
  },
);
