import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatPanel } from './ChatPanel.tsx';
import { useChatConversation } from './useChatConversation.ts';
import { chatText } from './chatCopy.ts';
import type { Locale } from '../../../i18n/locales.ts';

interface Props {
  /** The plain-HTML round button from ChatLauncher.astro; it opens the panel from now on. */
  launcher: HTMLButtonElement;
  /** The page's language: the panel speaks it and the API answers in it. */
  locale: Locale;
}

/**
 * Open/closed state. The conversation lives here, above the panel, so closing the panel keeps it
 * for the page's life. While open, the launcher is hidden; closing gives it focus back.
 */
export function ChatWidget({ launcher, locale }: Props) {
  const [open, setOpen] = useState(true);
  const conversation = useChatConversation(locale);
  const wasOpen = useRef(open);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const openPanel = () => setOpen(true);
    launcher.addEventListener('click', openPanel);
    return () => launcher.removeEventListener('click', openPanel);
  }, [launcher]);

  useEffect(() => {
    launcher.toggleAttribute('hidden', open);
    launcher.setAttribute('aria-expanded', String(open));
    if (wasOpen.current && !open) launcher.focus();
    wasOpen.current = open;
  }, [open, launcher]);

  return open ? (
    <ChatPanel conversation={conversation} onClose={close} text={chatText[locale]} />
  ) : null;
}
