import { site } from '../../../lib/site';

/** The widget's fixed sentences; phone and email come from site.ts. */
export const CHAT_GREETING = `Hi! I'm the ${site.name} assistant. Ask me about our cannabis and social equity, real estate, marketing or clean energy services, free consultations, or how to reach us.`;

/** Spec section 8, word for word. */
export const CHAT_FAILURE_MESSAGE = `I'm having trouble connecting right now. Please contact us directly at ${site.phone} or ${site.email} for immediate assistance.`;

export const CHAT_TITLE = `${site.name} assistant`;
