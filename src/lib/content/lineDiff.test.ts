import { describe, expect, it } from 'vitest';
import { changedLines, lineDiff } from './lineDiff.ts';

describe('line diff for the publish screen', () => {
  it('keeps the common lines and marks what was removed and added', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
    ]);
  });

  it('treats a missing side as nothing (a new or a deleted entry)', () => {
    expect(lineDiff(null, 'x')).toEqual([{ kind: 'added', text: 'x' }]);
    expect(lineDiff('x', null)).toEqual([{ kind: 'removed', text: 'x' }]);
  });

  it('shows a change in a long text with a line of context and gaps for the rest', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7'].join('\n');
    const after = ['1', '2', '3', 'four', '5', '6', '7'].join('\n');
    expect(changedLines(lineDiff(before, after))).toEqual([
      null,
      { kind: 'same', text: '3' },
      { kind: 'removed', text: '4' },
      { kind: 'added', text: 'four' },
      { kind: 'same', text: '5' },
    ]);
  });
});
