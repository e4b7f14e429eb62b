import { createRoot } from 'react-dom/client';
import { ChatWidget } from './ChatWidget.tsx';
import { pageChatLocale } from './chatCopy.ts';

/** Loaded on the launcher's first click: mounts the React panel, already open. */
export function mountChat(host: HTMLElement, launcher: HTMLButtonElement): void {
  createRoot(host).render(<ChatWidget launcher={launcher} locale={pageChatLocale()} />);
}
