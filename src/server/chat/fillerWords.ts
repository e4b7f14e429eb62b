import type { Locale } from '../../i18n/locales.ts';
import { analyzers } from './textAnalysis.ts';

/**
 * Everyday words that name no topic but are not on the published stop lists: address ("guys",
 * "y'all", "oigan"), hedges and intensifiers ("exactly", "actually", "realmente"), vague nouns
 * ("anyone", "something", "alguien", "algo") and politeness ("pls", "porfa"). Left as they are, a
 * word no passage holds weighs as the rarest word there is, so "what town are you guys in exactly"
 * matched under the confidence floor though its passage was found first. General English and
 * Spanish, not words taken from any question; nothing a passage of this site is about (no "today",
 * "quick" or "real", which the hours, response-time and real-estate passages use).
 *
 * The offline assistant reads them as it reads stop words (little weight, never the most telling
 * word, no typo correction onto a site word); the model path's search reads questions as before.
 */
const FILLER_WORDS: Record<Locale, string> = {
  en: `guys guy yall folks dude everyone exactly actually really basically literally honestly
    seriously just even still also maybe perhaps probably possibly kinda sorta gonna wanna gotta
    lemme gimme please pls plz thanks thx hey hi hello ok okay um uh hmm btw idk tbh anyone
    anybody someone somebody something anything everything one ones stuff thing things wondering wonder
    curious know tell ever currently yet already sure super pretty lot lots bunch`,
  es: `oigan oiga oye hola porfa favor gracias bueno pues nomas solo exactamente realmente
    basicamente alguien algo tambien todavia quizas quiza gustaria quisiera saber
    pregunta preguntas preguntar ok okey fijese chicos verdad digame decir`,
};

const fillerSets = Object.fromEntries(
  Object.entries(FILLER_WORDS).map(([locale, list]) => [
    locale,
    new Set(analyzers[locale as Locale].terms(list)),
  ]),
) as Record<Locale, Set<string>>;

/** Whether a term (as the index reads it) is a filler word. */
export const isFillerTerm = (term: string, locale: Locale) => fillerSets[locale].has(term);

/** The question's terms (as the index reads them) that are filler words. */
export function fillerTerms(text: string, locale: Locale): string[] {
  return analyzers[locale].terms(text).filter((t) => isFillerTerm(t, locale));
}
