import { describe, expect, it } from 'vitest';
import { loadContentStoreConfig } from '../settings/contentStoreConfig.ts';
import { createContentStore } from './createContentStore.ts';

describe('createContentStore', () => {
  it('chooses the store the settings name', () => {
    expect(createContentStore(loadContentStoreConfig({}), { root: '/tmp' })?.kind).toBe(
      'working-tree',
    );
    const github = loadContentStoreConfig({
      CONTENT_STORE: 'github',
      GITHUB_REPOSITORY: 'firm/site',
      GITHUB_TOKEN: 'github_pat_x',
    });
    expect(createContentStore(github)?.kind).toBe('git-host');
    expect(createContentStore(loadContentStoreConfig({ NETLIFY: 'true' }))).toBeUndefined();
  });
});
