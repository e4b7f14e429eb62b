import { localizedPath, type Locale } from '../../i18n/locales.ts';
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

/**
 * The same signals in Spanish. Spanish questions are tested folded (lower case, accents removed:
 * "¿Cuánto cuesta?" → "¿cuanto cuesta?"), so the patterns are written without accents.
 */
const SPANISH = {
  booking:
    /\b(consultas?|cita|citas|reserv\w*|agend\w*|contratar\w*|empezar|comenzar|precios?|costos?|cuesta|tarifas?|honorarios|cotizacion|cobran|elegib\w*|califico|calificar|solicitar|aplicar)\b/,
  divisions: {
    cannabis:
      /\b(cannabis|marihuana|dispensari\w*|equidad social|solicitante de equidad|operador(es)? tradicional(es)?|cultivo)\b/,
    'real-estate':
      /\b(bienes raices|propiedad(es)?|casa|vivienda|inversionistas?|local comercial|alquiler|arrendamiento)\b/,
    marketing: /\b(mercadeo|marketing|marcas?|publicidad|redes sociales|campanas?)\b/,
    'clean-energy':
      /\b(energia limpia|solar|energia|renovables?|electricidad|credito fiscal|reembolsos?|incentivos?)\b/,
  } satisfies Record<Exclude<ServiceAlias, 'multiple'>, RegExp>,
  price:
    /\b(precios?|costos?|cuesta|cuestan|tarifas?|honorarios|cotizacion|cobran|cobra|caro|cara|barato)\b/,
  figure: /\b(ahorr\w*|recuper\w*|se paga sol\w*|retorno|rendimiento|reduc\w*|bajar)\b/,
  howMuch: /\b(cuant[oa]s?|que porcentaje)\b/,
  date: /\b(cuando|que ano|en que ano|desde)\b/,
  person: /\bquien(es)?\b/,
};

/** Lower case without accents: how Spanish questions are matched. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** "How much…", "how long…", "how many…" and gains: the answer is a figure, so figure passages come first. */
export function asksForFigure(text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') return SPANISH.figure.test(fold(text)) || SPANISH.howMuch.test(fold(text));
  return FIGURE_QUESTION.test(text) || /\b(how (much|many|long)|what percent\w*)\b/i.test(text);
}

/** "When did…", "what year…", "since when…": the answer is a date, so passages with a year come first. */
export function asksForDate(text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') return SPANISH.date.test(fold(text));
  return /\b(when|what year|since)\b/i.test(text);
}

/** "Who runs…", "who is…": the answer is a person, so the team's passages come first. */
export function asksForPerson(text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') return SPANISH.person.test(fold(text));
  return /\bwho\b/i.test(text);
}

/** "How much do you charge…", "what are your fees…": answered with the pricing passage, never a made-up figure. */
export function asksAboutPrice(text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') return SPANISH.price.test(fold(text)) && !SPANISH.figure.test(fold(text));
  return PRICE_QUESTION.test(text) && !FIGURE_QUESTION.test(text);
}

export function hasBookingIntent(text: string, locale: Locale = 'en'): boolean {
  return locale === 'es' ? SPANISH.booking.test(fold(text)) : BOOKING_INTENT.test(text);
}

/** The division the visitor names; several named → 'multiple'; none → the passage's division. */
export function serviceFor(
  text: string,
  passage?: Passage,
  locale: Locale = 'en',
): ServiceAlias | undefined {
  const words = locale === 'es' ? SPANISH.divisions : DIVISION_WORDS;
  const question = locale === 'es' ? fold(text) : text;
  const named = (Object.keys(words) as (keyof typeof words)[]).filter((alias) =>
    words[alias].test(question),
  );
  if (named.length > 1) return 'multiple';
  return named[0] ?? passage?.service;
}

export function bookingLink(service: ServiceAlias | undefined, locale: Locale = 'en'): string {
  const contact = localizedPath('/contact', locale);
  return service ? `${contact}?service=${service}` : contact;
}
