import type { DraftFiles, StagedSite } from '../local/siteRebuilder.ts';
import type { ContentStoreConfig } from '../settings/contentStoreConfig.ts';
import type { ContentStore } from './contentStore.ts';
import { createGitHubClient, GitHostStore } from './gitHostStore.ts';
import { WorkingTreeStore } from './workingTreeStore.ts';

export interface ContentStoreOptions {
  /** The checkout a working-tree store writes (default: the current directory). */
  root?: string;
  /** Working tree: builds the site with the drafts before publishing them (src/server/local/siteRebuilder.ts). */
  buildSite?: (drafts: DraftFiles) => Promise<StagedSite>;
}

/** The store the configuration names; undefined when content editing is off (routes answer 503). */
export function createContentStore(
  config: ContentStoreConfig,
  options: ContentStoreOptions = {},
): ContentStore | undefined {
  switch (config.store) {
    case 'working-tree':
      return new WorkingTreeStore(options.root ?? process.cwd(), {
        buildSite: options.buildSite,
      });
    case 'github':
      return new GitHostStore(config, { octokit: createGitHubClient(config) });
    case 'off':
      return undefined;
  }
}
