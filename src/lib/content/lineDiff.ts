/**
 * A line-by-line diff of two texts (longest common subsequence), for the publish screen: an admin
 * reads what a draft changes in a field, line by line, before publishing it. Content fields are
 * short (a page body is a few hundred lines at most), so the quadratic table is cheap.
 */

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Lines compared beyond this are shown as all removed, then all added (no table of millions). */
const MAX_LINES = 2000;

export function lineDiff(before: string | null, after: string | null): DiffLine[] {
  const a = before === null ? [] : before.split('\n');
  const b = after === null ? [] : after.split('\n');
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [
      ...a.map((text) => ({ kind: 'removed' as const, text })),
      ...b.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      lines.push({ kind: 'removed', text: a[i++]! });
    } else {
      lines.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) lines.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) lines.push({ kind: 'added', text: b[j++]! });
  return lines;
}

/**
 * The changed lines with `context` unchanged lines around each, the rest left out (a one-word
 * change in a long page shows as that paragraph, not the whole page). `null` marks a gap.
 */
export function changedLines(lines: DiffLine[], context = 1): (DiffLine | null)[] {
  const keep = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (
      let k = Math.max(0, index - context);
      k <= Math.min(lines.length - 1, index + context);
      k++
    )
      keep[k] = true;
  });
  const shown: (DiffLine | null)[] = [];
  lines.forEach((line, index) => {
    if (keep[index]) shown.push(line);
    else if (shown.at(-1) !== null) shown.push(null);
  });
  if (shown.at(-1) === null) shown.pop();
  return shown;
}
