import type { Result } from 'axe-core';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio, parseColor, type Rgb } from '../src/lib/contrast.ts';

/**
 * axe's *incomplete* colour-contrast results, settled on pixels. axe leaves text it cannot judge
 * from styles alone out of its violations: text over a gradient or an image, text partly covered
 * by another layer, and text whose colour equals its background ("may be hidden on purpose").
 * The last one is how a white-on-nothing "Yes, Cancel It" button passed axe (review 2, B1).
 *
 * Each such text is measured as a person sees it: the element is scrolled into view and captured
 * twice, as drawn and with its own text made transparent (texts wholly on screen at once, whose
 * boxes do not meet, share the two captures). The pixels that differ are the glyphs;
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

/** A text's box in the viewport, in CSS pixels. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the page says about one text, with the first of them scrolled to the middle of the view. */
interface TextState {
  found: boolean;
  behindModal: boolean;
  /** Every sampled point of its box hits another layer (an open chat panel, a fixed bar). */
  covered: boolean;
  /** Wholly inside the viewport and every sampled point of its box hits the text itself. */
  clear: boolean;
  box: Box;
  color: string;
}

/**
 * Scrolls the first selector's text to the middle of the view, then reads every selector's state
 * there. One round trip for all of them: the texts that are clear at this scroll position are
 * measured on the same two captures as the first one (see `measureIncompleteContrast`).
 */
function readStates(page: Page, selectors: string[]): Promise<TextState[]> {
  return page.evaluate((all) => {
    const states = all.map((selector, index) => {
      const node = document.querySelector(selector);
      const none = { found: false, behindModal: false, covered: false, clear: false };
      if (!node) return { ...none, box: { x: 0, y: 0, w: 0, h: 0 }, color: '' };
      if (index === 0) node.scrollIntoView({ block: 'center', inline: 'center' });
      return node;
    });
    // Behind a modal: an open dialog that is itself shown, and this text hidden from it (Radix
    // hides the rest of the page). Text that is aria-hidden on its own (an icon) is still seen.
    const modal = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(
      (dialog) => !dialog.closest('[inert], [aria-hidden="true"]'),
    );
    const hits = (node: Element, rect: DOMRect, points: number[][]) =>
      points.map(([fx, fy]) =>
        document.elementFromPoint(rect.x + rect.width * fx!, rect.y + rect.height * fy!),
      );
    const mine = (node: Element, hit: Element | null) =>
      hit !== null && (node.contains(hit) || hit.contains(node));
    return states.map((node) => {
      if (!(node instanceof Element)) return node;
      const rect = node.getBoundingClientRect();
      const behindModal =
        modal !== undefined &&
        !modal.contains(node) &&
        node.closest('[inert], [aria-hidden="true"]') !== null;
      const covered = hits(node, rect, [
        [0.5, 0.5],
        [0.15, 0.25],
        [0.85, 0.25],
        [0.15, 0.75],
        [0.85, 0.75],
      ]).every((hit) => !mine(node, hit));
      const inView =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.x >= 0 &&
        rect.y >= 0 &&
        rect.right <= window.innerWidth &&
        rect.bottom <= window.innerHeight;
      const grid = [0.02, 0.5, 0.98].flatMap((fx) => [0.02, 0.5, 0.98].map((fy) => [fx, fy]));
      const clear = inView && hits(node, rect, grid).every((hit) => mine(node, hit));
      return {
        found: true,
        behindModal,
        covered,
        clear,
        box: { x: rect.x, y: rect.y, w: rect.width, h: rect.height },
        color: getComputedStyle(node).color,
      };
    });
  }, selectors);
}

/** The box in whole device pixels, cut to the viewport; null when nothing of it is on screen. */
function clipOf(box: Box, viewport: { width: number; height: number }) {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const width = Math.min(viewport.width, Math.ceil(box.x + box.w)) - x;
  const height = Math.min(viewport.height, Math.ceil(box.y + box.h)) - y;
  return width >= 1 && height >= 1 ? { x, y, width, height } : null;
}

type Clip = NonNullable<ReturnType<typeof clipOf>>;

const overlaps = (a: Clip, b: Clip) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Makes the texts transparent (their own glyphs only) and returns how to put them back. */
async function hideTexts(page: Page, selectors: string[]): Promise<() => Promise<void>> {
  const previous = await page.evaluate(
    (all) =>
      all.map((selector) => {
        const style = (document.querySelector(selector) as HTMLElement).style;
        const before = style.cssText;
        style.setProperty('transition', 'none', 'important');
        style.setProperty('color', 'transparent', 'important');
        style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
        style.setProperty('text-shadow', 'none', 'important');
        return before;
      }),
    selectors,
  );
  return async () => {
    await page.evaluate(
      ([all, before]) =>
        all.forEach((selector, index) => {
          (document.querySelector(selector) as HTMLElement).style.cssText = before[index]!;
        }),
      [selectors, previous] as const,
    );
  };
}

type Raw = Awaited<ReturnType<typeof capture>>;

/**
 * The ratio of one text, from the same area of two captures (as drawn, and with the text
 * transparent) that both start at `origin`; see the comment at the top.
 */
function ratioOf(
  drawn: Raw,
  bare: Raw,
  origin: { x: number; y: number },
  clip: Clip,
  color: string,
) {
  const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(color);
  const [r, g, b] = parseColor(color);
  const text = [r, g, b, alpha ? Number(alpha[1]) : 1] as const;
  const { channels, width } = drawn.info;
  const ratios: number[] = [];
  let first: Rgb | null = null;
  for (let row = clip.y - origin.y; row < clip.y - origin.y + clip.height; row++) {
    for (let column = clip.x - origin.x; column < clip.x - origin.x + clip.width; column++) {
      const i = (row * width + column) * channels;
      const background: Rgb = [bare.data[i]!, bare.data[i + 1]!, bare.data[i + 2]!];
      first ??= background;
      const differs =
        Math.abs(drawn.data[i]! - bare.data[i]!) +
          Math.abs(drawn.data[i + 1]! - bare.data[i + 1]!) +
          Math.abs(drawn.data[i + 2]! - bare.data[i + 2]!) >
        24;
      if (differs) ratios.push(contrastRatio(over(text, background), background));
    }
  }
  if (ratios.length === 0) {
    // Nothing changed when the text went transparent: either it is wholly under another layer,
    // or its colour already equals what is behind it (1:1, invisible). Only the first is exempt.
    const invisible = contrastRatio(over(text, first!), first!) < 1.1;
    return invisible ? 1 : null;
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * (1 - PASS_SHARE))]!;
}

interface Pending {
  selector: string;
  reason: string;
  required: number;
}

/**
 * Measures every incomplete colour-contrast node axe returned; see the comment at the top. Texts
 * are taken in axe's order: the first one left is scrolled to the middle of the view, and every
 * other one that is then wholly on screen and uncovered, and whose box meets no other measured
 * box, is measured on the same two captures (one capture per scroll position rather than two per
 * text: most of the cost was the captures). Scroll positions are put back at the end.
 */
export async function measureIncompleteContrast(
  page: Page,
  incomplete: Result[],
): Promise<IncompleteContrast[]> {
  const nodes = incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
  const all: Pending[] = nodes.map((node) => {
    const data = (node.any[0]?.data ?? {}) as {
      messageKey?: string;
      expectedContrastRatio?: string;
    };
    return {
      // axe's targets are CSS selectors; a target inside a frame or shadow root is an array.
      selector: node.target.map(String).join(' '),
      reason: data.messageKey ?? 'unknown',
      required: Number.parseFloat(data.expectedContrastRatio ?? '4.5') || 4.5,
    };
  });
  if (all.length === 0) return [];
  let left = all;
  const measured = new Map<Pending, IncompleteContrast>();
  const result = (text: Pending, value: number | null, exempt: string | null) =>
    measured.set(text, {
      target: text.selector,
      reason: text.reason,
      required: text.required,
      measured: value,
      exempt,
    });
  // Scrolled back afterwards: the test goes on from where it was (focus, what is on screen).
  await page.evaluate(() => {
    const scrollable = [...document.querySelectorAll('*')].filter(
      (box) => box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth,
    );
    (window as unknown as { __axeScrolled: [Element, number, number][] }).__axeScrolled =
      scrollable.map((box) => [box, box.scrollLeft, box.scrollTop]);
  });
  try {
    const viewport = page.viewportSize()!;
    while (left.length) {
      const states = await readStates(
        page,
        left.map((text) => text.selector),
      );
      const [lead, ...others] = left;
      const leadState = states[0]!;
      const leadClip = clipOf(leadState.box, viewport);
      // A text axe named that the page no longer has is not settled: it fails, unmeasured.
      if (!leadState.found) result(lead!, null, null);
      else if (leadState.behindModal)
        result(lead!, null, 'behind an open modal dialog (inert or aria-hidden)');
      else if (leadState.covered) result(lead!, null, 'not drawn: wholly under another layer');
      else if (!leadClip) result(lead!, null, 'not drawn: no visible box');
      if (measured.has(lead!)) {
        left = others;
        continue;
      }
      const group: { text: Pending; clip: Clip; color: string }[] = [
        { text: lead!, clip: leadClip!, color: leadState.color },
      ];
      others.forEach((text, index) => {
        const state = states[index + 1]!;
        const clip = state.clear && !state.behindModal ? clipOf(state.box, viewport) : null;
        if (clip && group.every((member) => !overlaps(member.clip, clip)))
          group.push({ text, clip, color: state.color });
      });
      const x = Math.min(...group.map((m) => m.clip.x));
      const y = Math.min(...group.map((m) => m.clip.y));
      const area = {
        x,
        y,
        width: Math.max(...group.map((m) => m.clip.x + m.clip.width)) - x,
        height: Math.max(...group.map((m) => m.clip.y + m.clip.height)) - y,
      };
      const drawn = await capture(page, area);
      const restore = await hideTexts(
        page,
        group.map((m) => m.text.selector),
      );
      const bare = await capture(page, area).finally(restore);
      for (const member of group) {
        const ratio = ratioOf(drawn, bare, area, member.clip, member.color);
        if (ratio === null) result(member.text, null, 'not drawn: wholly under another layer');
        else result(member.text, ratio, null);
      }
      const done = new Set(group.map((m) => m.text));
      left = left.filter((text) => !done.has(text));
    }
  } finally {
    await page.evaluate(() => {
      const own = window as unknown as { __axeScrolled?: [Element, number, number][] };
      for (const [box, left, top] of own.__axeScrolled ?? []) box.scrollTo(left, top);
      delete own.__axeScrolled;
    });
  }
  return all.map((text) => measured.get(text)!);
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
