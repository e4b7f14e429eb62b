import type { Page } from '@playwright/test';

/**
 * Records every text that appears inside a live region (role status / alert, aria-live polite /
 * assertive) from now on, even one that is gone a second later (Radix's toast announcer), so a
 * test can count how often a message was read out.
 */
export async function recordLiveAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    const LIVE = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
    const note = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const region = element?.closest(LIVE) ?? element?.querySelector(LIVE);
      const text = region?.textContent?.trim();
      if (text) heard.push(text);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') note(mutation.target);
        mutation.addedNodes.forEach(note);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { liveAnnouncements: string[] }).liveAnnouncements = heard;
  });
  return () =>
    page.evaluate(() => [
      ...new Set((window as unknown as { liveAnnouncements: string[] }).liveAnnouncements),
    ]);
}
