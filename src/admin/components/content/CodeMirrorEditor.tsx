import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The visible label's id: the editor is announced with it. */
  labelledBy: string;
  describedBy?: string;
}

/**
 * CodeMirror 6 on a markdown body, loaded only on an entry with one (a lazy chunk). Tab is left
 * to the browser (no tab-trapping keymap), so keyboard users can leave the editor.
 */
export default function CodeMirrorEditor({ value, onChange, labelledBy, describedBy }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          markdown(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text once created; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    // The site's focus ring on the host: CodeMirror's own dotted outline is clipped by the
    // scrolling host and its content area has none, which left a 1 px caret as the only sign.
    <div
      ref={host}
      className="max-h-[32rem] overflow-auto rounded-md border border-field-border bg-white text-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus"
    />
  );
}
