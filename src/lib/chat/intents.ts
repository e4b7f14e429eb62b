import type { Passage, ServiceAlias } from './types.ts';

/**
 * Signals that a visitor is ready to talk to someone (consultation, booking, pricing, eligibility),
 * and which division they mean, so the assistant can offer the right booking link.
 */
const BOOKING_INTENT =
  /\b(consult(ation|ing)?s?|book(ing)?|appointment|schedul\w*|meet(ing)?|call back|get started|sign up|hire|work with you|price[sd]?|pricing|cost[s]?|fees?|rates?|quote|how much|afford|eligib\w*|qualif\w*|apply|application)\b/i;

const DIVISION_WORDS: Record<Exclude<ServiceAlias, 'multiple'>, RegExp> = {
  cannabis:
    /\b(cannabis|marijuana|dispensar\w*|social equity|equity applicant|legacy operator|weed|grow(er)?s?)\b/i,
  'real-estate':
    /\b(real estate|property|properties|home ?buy\w*|house|investor|commercial space|lease)\b/i,
  marketing: /\b(marketing|brand\w*|advertis\w*|social media|campaign)\b/i,
  'clean-energy': /\b(clean energy|solar|energy|renewable|electric\w*|tax credit|rebates?)\b/i,
};

const PRICE_QUESTION =
  /\b(price[sd]?|pricing|cost[s]?|fees?|rates?|quote|how much|charge[sd]?|afford\w*|expensive|cheap)\b/i;

/** "How much…", "what does it cost…": answered with the pricing passage, never a made-up figure. */
export function asksAboutPrice(text: string): boolean {
  return PRICE_QUESTION.test(text);
}

export function hasBookingIntent(text: string): boolean {
  return BOOKING_INTENT.test(text);
}

/** The division the visitor names; several named → 'multiple'; none → the passage's division. */
export function serviceFor(text: string, passage?: Passage): ServiceAlias | undefined {
  const named = (Object.keys(DIVISION_WORDS) as (keyof typeof DIVISION_WORDS)[]).filter((alias) =>
    DIVISION_WORDS[alias].test(text),
  );
  if (named.length > 1) return 'multiple';
  return named[0] ?? passage?.service;
}

export function bookingLink(service: ServiceAlias | undefined): string {
  return service ? `/contact?service=${service}` : '/contact';
}
