import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage.ts';

const Page = () => <p>the page</p>;
const shown = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('renders a preloaded page at once, without suspending', async () => {
    const Lazy = lazyPage(async () => ({ default: Page }));
    await Lazy.preload();
    expect(shown(Lazy)).toContain('the page');
    expect(shown(Lazy)).not.toContain('loading');
  });

  it('suspends like React.lazy when the page was not preloaded', () => {
    const Lazy = lazyPage(async () => ({ default: Page }));
    expect(shown(Lazy)).toContain('loading');
  });

  it('loads once, and asks again after a failed download', async () => {
    let calls = 0;
    const Lazy = lazyPage(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { default: Page };
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    await Lazy.preload();
    expect(calls).toBe(2);
    expect(shown(Lazy)).toContain('the page');
  });
});
