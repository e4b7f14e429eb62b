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
  /\b(price[sd]?|pricing|cost[s]?|fees?(?! waiver)|rates?|quote|how much|(?<!in )charge[sd]?|afford\w*|expensive|cheap)\b/i;

/**
 * Questions about what the visitor gains (savings, payback, return, credits, rebates) ask for a
 * figure the site states, not for our fees, even when they say "how much" or "cost".
 */
const FIGURE_QUESTION =
  /\b(sav(e|es|ed|ing|ings)|pay(s|ing)? (for )?(it|it'?s)?self|pay ?back|roi|return|reduc\w*|cut|lower)\b/i;

/** "How much…", "how long…", "how many…" and gains: the answer is a figure, so figure passages come first. */
export function asksForFigure(text: string): boolean {
  return FIGURE_QUESTION.test(text) || /\b(how (much|many|long)|what percent\w*)\b/i.test(text);
}

/** "When did…", "what year…", "since when…": the answer is a date, so passages with a year come first. */
export function asksForDate(text: string): boolean {
  return /\b(when|what year|since)\b/i.test(text);
}

/** "Who runs…", "who is…": the answer is a person, so the team's passages come first. */
export function asksForPerson(text: string): boolean {
  return /\bwho\b/i.test(text);
}

/** "How much do you charge…", "what are your fees…": answered with the pricing passage, never a made-up figure. */
export function asksAboutPrice(text: string): boolean {
  return PRICE_QUESTION.test(text) && !FIGURE_QUESTION.test(text);
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
