import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { fillSiteFactsInHtml } from '../../lib/siteFacts.ts';

/**
 * A page body as the site prints it: Astro's own Markdown processor (satteri) with the project's
 * settings (astro.config.mjs: GFM and smart punctuation on, no syntax highlighting), then the fact
 * tokens filled in as MarkdownBody.astro does. The editor's preview shows this HTML, so what an
 * editor previews is what publishes; tests use it to prove what a saved body looks like on a page.
 */
let processor: ReturnType<typeof createSatteriMarkdownProcessor> | undefined;

export async function renderMarkdownBody(body: string): Promise<string> {
  processor ??= createSatteriMarkdownProcessor({ syntaxHighlight: false });
  const { code } = await (await processor).render(body);
  return fillSiteFactsInHtml(code);
}
