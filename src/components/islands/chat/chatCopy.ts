import type { Locale } from '../../../i18n/locales.ts';
import { site } from '../../../lib/site.ts';

/** The widget's fixed sentences; phone and email come from site.ts. */
export const CHAT_GREETING = `Hi! I'm the ${site.name} assistant. Ask me about our cannabis and social equity, real estate, marketing or clean energy services, free consultations, or how to reach us.`;

/** The failure text staff and visitors know, with the firm's own phone and email. */
export const CHAT_FAILURE_MESSAGE = `I'm having trouble connecting right now. Please contact us directly at ${site.phone} or ${site.email} for immediate assistance.`;

export const CHAT_TITLE = `${site.name} assistant`;

/** Everything the panel says, per language (English is the required text). */
export const chatText = {
  en: {
    greeting: CHAT_GREETING,
    failure: CHAT_FAILURE_MESSAGE,
    title: CHAT_TITLE,
    close: 'Close chat',
    conversation: 'Conversation',
    you: 'You: ',
    assistant: 'Assistant: ',
    typing: 'Typing...',
    yourMessage: 'Your message',
    placeholder: 'Type your message...',
    send: 'Send message',
  },
  es: {
    greeting: `¡Hola! Soy el asistente de ${site.name}. Pregúnteme sobre nuestros servicios de cannabis y equidad social, bienes raíces, mercadeo o energía limpia, las consultas gratuitas o cómo comunicarse con nosotros.`,
    failure: `En este momento tengo problemas de conexión. Comuníquese directamente con nosotros al ${site.phone} o a ${site.email} para recibir ayuda de inmediato.`,
    title: `Asistente de ${site.name}`,
    close: 'Cerrar el chat',
    conversation: 'Conversación',
    you: 'Usted: ',
    assistant: 'Asistente: ',
    typing: 'Escribiendo…',
    yourMessage: 'Su mensaje',
    placeholder: 'Escriba su mensaje…',
    send: 'Enviar mensaje',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ChatText = (typeof chatText)['en'];

/** The page's language, as its <html lang> says (Spanish pages live under /es). */
export function pageChatLocale(): Locale {
  return document.documentElement.lang === 'es' ? 'es' : 'en';
}
