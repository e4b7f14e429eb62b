import { expect, type Page } from '@playwright/test';
import { originHeaders } from './adminSession.ts';

/** A testimonial's English quote saved as a draft through the editor's API, as the signed-in page. */
export async function draftTestimonialQuote(page: Page, baseURL: string, addition: string) {
  const url = `${baseURL}/api/admin/content/testimonials/karen-li`;
  const entry = (await (await page.request.get(url)).json()) as {
    en: Record<string, unknown>;
    es: Record<string, unknown>;
    version: string;
  };
  const res = await page.request.put(url, {
    headers: originHeaders(baseURL),
    data: {
      en: { ...entry.en, quote: `${String(entry.en.quote)} ${addition}` },
      es: entry.es,
      version: entry.version,
      spanishReviewed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
