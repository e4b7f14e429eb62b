import type { Result } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio, parseColor, type Rgb } from '../src/lib/contrast.ts';

/**
 * axe's *incomplete* colour-contrast results, settled on pixels. axe leaves text it cannot judge
 * from styles alone out of its violations: text over a gradient or an image, text partly covered
 * by another layer, and text whose colour equals its background ("may be hidden on purpose").
 * The last one is how a white-on-nothing "Yes, Cancel It" button passed axe (review 2, B1).
 *
 * Each such text is measured as a person sees it: the element is scrolled into view and captured
 * twice, as drawn and with its own text made transparent. The pixels that differ are the glyphs;
 * the second capture gives the real background under each of them (a gradient, a photo, a fixed
 * bar). The text colour laid over each of those background pixels must reach the ratio axe asked
 * for (4.5:1, or 3:1 for large text) on at least 99 % of them: the 1 % allows a stray pixel of a
 * photo without hiding a real failure, where many pixels fall short at once.
 *
 * Text that is not drawn at all (wholly under another layer) and text behind an open modal dialog
 * (inert or aria-hidden, not what anyone is reading) are reported with that reason, not measured.
 */
export interface IncompleteContrast {
  target: string;
  /** axe's reason, e.g. `bgGradient`, `bgImage`, `bgOverlap`, `equalRatio`. */
  reason: string;
  required: number;
  /** The ratio at the 1st percentile of the glyph pixels, or null when none could be measured. */
  measured: number | null;
  /** Why it needs no ratio (behind a modal, not drawn), when it does not. */
  exempt: string | null;
}

const PASS_SHARE = 0.99;

async function capture(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  return sharp(png).raw().toBuffer({ resolveWithObject: true });
}

/** Blends `color` (with its alpha) over `background`, as the browser paints text. */
function over([r, g, b, a]: readonly [number, number, number, number], background: Rgb): Rgb {
  return [
    r * a + background[0] * (1 - a),
    g * a + background[1] * (1 - a),
    b * a + background[2] * (1 - a),
  ];
}

async function measureOne(
  page: Page,
  selector: string,
  reason: string,
  required: number,
): Promise<IncompleteContrast> {
  const result = (measured: number | null, exempt: string | null): IncompleteContrast => ({
    target: selector,
    reason,
    required,
    measured,
    exempt,
  });
  const element = page.locator(selector).first();
  const state = await element.evaluate((node) => {
    // Scrolled back afterwards: the test goes on from where it was (focus, what is on screen).
    const scrolled: [Element, number, number][] = [];
    for (let box = node.parentElement; box; box = box.parentElement) {
      scrolled.push([box, box.scrollLeft, box.scrollTop]);
    }
    (window as unknown as { __axeScrolled: typeof scrolled }).__axeScrolled = scrolled;
    node.scrollIntoView({ block: 'center', inline: 'center' });
    // Behind a modal: an open dialog that is itself shown, and this text hidden from it (Radix
    // hides the rest of the page). Text that is aria-hidden on its own (an icon) is still seen.
    const modal = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(
      (dialog) => !dialog.closest('[inert], [aria-hidden="true"]'),
    );
    const behindModal =
      modal !== undefined &&
      !modal.contains(node) &&
      node.closest('[inert], [aria-hidden="true"]') !== null;
    const rect = node.getBoundingClientRect();
    const color = getComputedStyle(node).color;
    // Wholly under another layer (an open chat panel, a fixed bar): every sampled point of the
    // box hits an element that is neither this text, inside it, nor around it.
    const samples = [
      [0.5, 0.5],
      [0.15, 0.25],
      [0.85, 0.25],
      [0.15, 0.75],
      [0.85, 0.75],
    ].map(([fx, fy]) =>
      document.elementFromPoint(rect.x + rect.width * fx!, rect.y + rect.height * fy!),
    );
    const covered = samples.every(
      (hit) => hit !== null && !node.contains(hit) && !hit.contains(node),
    );
    return {
      behindModal,
      covered,
      rect: { x: rect.x, y: rect.y, w: rect.width, h: rect.height },
      color,
    };
  });
  try {
    return await measureAt(page, element, state, result);
  } finally {
    // One round trip puts back what measuring changed: the text's own style, then the scrolling.
    await page.evaluate(() => {
      const own = window as unknown as {
        __axeScrolled?: [Element, number, number][];
        __axeStyle?: [HTMLElement, string];
      };
      if (own.__axeStyle) own.__axeStyle[0].style.cssText = own.__axeStyle[1];
      for (const [box, left, top] of own.__axeScrolled ?? []) box.scrollTo(left, top);
      delete own.__axeScrolled;
      delete own.__axeStyle;
    });
  }
}

async function measureAt(
  page: Page,
  element: Locator,
  state: {
    behindModal: boolean;
    covered: boolean;
    rect: { x: number; y: number; w: number; h: number };
    color: string;
  },
  result: (measured: number | null, exempt: string | null) => IncompleteContrast,
): Promise<IncompleteContrast> {
  if (state.behindModal) return result(null, 'behind an open modal dialog (inert or aria-hidden)');
  if (state.covered) return result(null, 'not drawn: wholly under another layer');
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(state.rect.x));
  const y = Math.max(0, Math.floor(state.rect.y));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(state.rect.x + state.rect.w)) - x,
    height: Math.min(viewport.height, Math.ceil(state.rect.y + state.rect.h)) - y,
  };
  if (clip.width < 1 || clip.height < 1) return result(null, 'not drawn: no visible box');

  const drawn = await capture(page, clip);
  // Its style comes back with the scroll positions, after the second capture (measureOne).
  await element.evaluate((node) => {
    const style = (node as HTMLElement).style;
    (window as unknown as { __axeStyle: [HTMLElement, string] }).__axeStyle = [
      node as HTMLElement,
      style.cssText,
    ];
    style.setProperty('transition', 'none', 'important');
    style.setProperty('color', 'transparent', 'important');
    style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
    style.setProperty('text-shadow', 'none', 'important');
  });
  const bare = await capture(page, clip);

  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(state.color);
  const [r, g, b] = parseColor(state.color);
  const text = [r, g, b, alpha ? Number(alpha[1]) : 1] as const;
  const ratios: number[] = [];
  const { data, info } = drawn;
  for (let i = 0; i < data.length; i += info.channels) {
    const differs =
      Math.abs(data[i]! - bare.data[i]!) +
        Math.abs(data[i + 1]! - bare.data[i + 1]!) +
        Math.abs(data[i + 2]! - bare.data[i + 2]!) >
      24;
    if (!differs) continue;
    const background: Rgb = [bare.data[i]!, bare.data[i + 1]!, bare.data[i + 2]!];
    ratios.push(contrastRatio(over(text, background), background));
  }
  if (ratios.length === 0) {
    // Nothing changed when the text went transparent: either it is wholly under another layer,
    // or its colour already equals what is behind it (1:1, invisible). Only the first is exempt.
    const background: Rgb = [bare.data[0]!, bare.data[1]!, bare.data[2]!];
    const invisible = contrastRatio(over(text, background), background) < 1.1;
    return invisible ? result(1, null) : result(null, 'not drawn: wholly under another layer');
  }
  ratios.sort((a, b) => a - b);
  return result(ratios[Math.floor(ratios.length * (1 - PASS_SHARE))]!, null);
}

/** Measures every incomplete colour-contrast node axe returned; see the comment above. */
export async function measureIncompleteContrast(
  page: Page,
  incomplete: Result[],
): Promise<IncompleteContrast[]> {
  const nodes = incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
  const measured: IncompleteContrast[] = [];
  for (const node of nodes) {
    const data = (node.any[0]?.data ?? {}) as {
      messageKey?: string;
      expectedContrastRatio?: string;
    };
    const required = Number.parseFloat(data.expectedContrastRatio ?? '4.5') || 4.5;
    // axe's targets are CSS selectors; a target inside a frame or shadow root is an array.
    const selector = node.target.map(String).join(' ');
    measured.push(await measureOne(page, selector, data.messageKey ?? 'unknown', required));
  }
  return measured;
}

/** One line per text that fails, for the test's failure message. */
export function contrastFailures(results: IncompleteContrast[]): string[] {
  return results
    .filter((r) => r.exempt === null && (r.measured === null || r.measured < r.required))
    .map(
      (r) =>
        `color-contrast (incomplete, ${r.reason}): ${r.target} measures ${
          r.measured?.toFixed(2) ?? '?'
        }:1 on pixels, needs ${r.required}:1`,
    );
}
