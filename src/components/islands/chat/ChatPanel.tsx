import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { CHAT_LIMITS } from '../../../lib/chat/limits.ts';
import type { ChatText } from './chatCopy.ts';
import { MessageText } from './MessageText.tsx';
import type { ChatConversation } from './useChatConversation.ts';
import { useModalOnSmallScreens } from './useModalOnSmallScreens.ts';

interface Props {
  onClose: () => void;
  conversation: ChatConversation;
  /** The panel's words in the page's language (chatCopy.ts). */
  text: ChatText;
}

/**
 * The open chat: a labelled dialog. From the `sm` breakpoint up a non-modal 384 × 600 px window
 * beside the page; on small phones a full-screen sheet that is modal
 * (useModalOnSmallScreens.ts). Focus starts in the message box; Escape closes.
 */
export function ChatPanel({ onClose, conversation, text }: Props) {
  const { messages, pending, send } = conversation;
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const modal = useModalOnSmallScreens(panelRef);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Escape closes the panel while focus is inside it (the non-modal window leaves the rest of the
  // page usable, where Escape is the page's), and always while it is a modal full-screen sheet.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = event.target instanceof Node && panelRef.current?.contains(event.target);
      if (!inside && !modal) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, modal]);

  // Keep the newest message in view on every change (new message, Typing... shown or gone).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  // The box stays enabled while a reply is pending (a disabled field drops focus, and screen
  // readers announce it again over the reply): people may type ahead, sending waits for the reply.
  const submit = async () => {
    const text = draft;
    if (!text.trim() || pending) return;
    setDraft('');
    await send(text);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const canSend = draft.trim().length > 0 && !pending;

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-modal={modal}
      aria-labelledby="chat-panel-title"
      ref={panelRef}
      className="fixed inset-0 z-50 flex flex-col bg-white text-ink shadow-2xl sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-96 sm:overflow-hidden sm:rounded-card sm:border sm:border-border print:hidden"
    >
      {/* A div, not <header>: inside role=dialog a header is a second page banner landmark. */}
      <div className="flex items-center justify-between gap-3 bg-brand-800 px-4 py-3 text-white">
        <h2 id="chat-panel-title" className="text-base font-semibold">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.close}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-accent-300"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={text.conversation}
        // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-surface-alt px-4 py-4"
      >
        {messages.map((message, index) => (
          <div
            key={index}
            data-role={message.role}
            className={
              message.role === 'user'
                ? 'ml-10 self-end rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white'
                : 'mr-10 self-start rounded-2xl rounded-bl-sm border border-border bg-white px-3 py-2'
            }
          >
            <span className="sr-only">{message.role === 'user' ? text.you : text.assistant}</span>
            <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">
              <MessageText text={message.content} />
            </p>
          </div>
        ))}
        {pending && (
          <p className="self-start rounded-2xl border border-border bg-white px-3 py-2 text-sm text-muted italic">
            {text.typing}
          </p>
        )}
      </div>

      <form
        onSubmit={onSubmit}
        className="flex items-end gap-2 border-t border-border bg-white p-3"
      >
        <label htmlFor="chat-input" className="sr-only">
          {text.yourMessage}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={CHAT_LIMITS.maxTurnChars}
          placeholder={text.placeholder}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-field-border bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={text.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </section>
  );
}
