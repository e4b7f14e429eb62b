/**
 * WCAG 2.x contrast between two opaque colours, written as `#rrggbb` or as the `rgb(r, g, b)`
 * string getComputedStyle returns. Used by the design-token test and the browser tests.
 */
export type Rgb = readonly [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (hex) return [hex[1], hex[2], hex[3]].map((part) => parseInt(part!, 16)) as unknown as Rgb;
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour this helper reads: ${color}`);
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [la, lb] = [a, b].map((c) => relativeLuminance(typeof c === 'string' ? parseColor(c) : c));
  const [light, dark] = la! > lb! ? [la!, lb!] : [lb!, la!];
  return (light + 0.05) / (dark + 0.05);
}
