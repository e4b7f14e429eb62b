import type { Locale } from '../../i18n/locales.ts';
import { fold, words } from './textAnalysis.ts';

/**
 * Whether a question leans on the one before it: it points back with a pronoun ("how do I reach
 * her?", "when does it start?") or opens with "and" / "what about" ("and in Connecticut?"). Such a
 * question is searched together with the previous one.
 */
const POINTERS: Record<Locale, Set<string>> = {
  en: new Set('he him his she her hers they them their theirs it its'.split(' ')),
  // Spanish subject and object pronouns, and the neuter demonstratives ("¿cuánto cuesta eso?"),
  // which are never determiners; "su" is left out (it is also the polite "your"), and so are "lo"
  // and "los" (also articles and "lo que").
  es: new Set('el ella ellos ellas le les eso esto'.split(' ')),
};
/** Possessives that are not pointers already ("his", "her" are). */
const POSSESSIVES: Record<Locale, Set<string>> = {
  en: new Set(),
  es: new Set(['su', 'sus']),
};
const OPENERS: Record<Locale, RegExp> = {
  en: /^(and|also|what about|how about|what if|same for|plus)\b/,
  es: /^(y|tambien|que tal|que hay de|lo mismo)\b/,
};

/**
 * Spanish leaves the subject pronoun out: "¿y qué estudios tiene?", "¿y dónde trabaja?" after a
 * question about someone mean "what studies does he/she have", "where does he/she work". A verb of
 * the third person singular with nothing after it, or only a preposition's phrase ("¿y qué
 * experiencia tiene en bienes raíces?"), has no subject of its own: it points back like "él" or
 * "ella". With a subject after it ("¿y qué hace la división de mercadeo?") it does not. Only verbs
 * said of a person: the same form is also the formal "usted" asked of the firm ("¿cuánto cobra
 * por la consulta?") and is said of things ("¿cuánto dura?", "¿qué incluye?"), so verbs said of a
 * price, a length of time or a service (cobra, dura, tarda, incluye, ofrece, empieza, lleva,
 * maneja, hace) are left out. Compared folded, except the preterites whose folded form is also a
 * noun or the first person ("estudió" / "estudio", "trabajó" / "trabajo"): those only as written
 * with their accent.
 */
const SUBJECTLESS_VERBS: Partial<Record<Locale, { folded: Set<string>; accented: Set<string> }>> = {
  es: {
    folded: new Set(
      `tiene tenia tuvo trabaja trabajaba sabe supo habla hablaba estudia vive vivia vivio dirige
        dirigio lidera nacio aprendio`.split(/\s+/),
    ),
    accented: new Set('estudió trabajó habló graduó'.split(' ')),
  },
};
/** Spanish prepositions that may open a phrase around such a verb. */
const PREPOSITIONS = ['a', 'con', 'de', 'desde', 'en', 'hasta', 'para', 'por', 'sobre'];
/**
 * Those that may follow it with the verb still subjectless ("¿y qué experiencia tiene en bienes
 * raíces?"): not "hasta", which after a verb says until when ("¿trabaja hasta las cinco?").
 */
const AFTER_SUBJECTLESS_VERB = new Set(PREPOSITIONS.filter((p) => p !== 'hasta'));
/**
 * What may come before such a verb: "y", a preposition, a question word with the noun it asks
 * about ("¿y qué estudios tiene?", "¿en qué universidad estudió?") and an object pronoun ("¿y
 * dónde se graduó?"). A subject before the verb ("¿la firma trabaja con cultivadores?", "¿y la
 * consulta cuánto dura?") is what Spanish puts there as readily as after it: then the verb has
 * its subject.
 */
const BEFORE_SUBJECTLESS_VERB = new RegExp(
  `^(?:(?:y|e|tambien) )?(?:(?:${PREPOSITIONS.join('|')}) )?(?:(?:que|cuanto|cuanta|cuantos|cuantas|cual|cuales) (?:\\p{L}+ )?|(?:quien|quienes|donde|adonde|cuando|como) )?(?:mas )?(?:(?:se|me|nos|le|les|lo|la) )?$`,
  'u',
);

/** Whether a Spanish question's verb has no subject of its own (see SUBJECTLESS_VERBS). */
function leavesSubjectOut(question: string, locale: Locale): boolean {
  const verbs = SUBJECTLESS_VERBS[locale];
  if (!verbs) return false;
  const written = words(question.normalize('NFC').toLowerCase());
  return written.some(
    (word, i) =>
      (verbs.folded.has(fold(word)) || verbs.accented.has(word)) &&
      (i === written.length - 1 || AFTER_SUBJECTLESS_VERB.has(fold(written[i + 1]!))) &&
      BEFORE_SUBJECTLESS_VERB.test(
        written
          .slice(0, i)
          .map((w) => `${fold(w)} `)
          .join(''),
      ),
  );
}

/**
 * How a question leans on the one before: 'pronoun' when it points back to what was asked about
 * ("when does it start?": the earlier question names the thing, this one what is asked about it),
 * 'opener' when it asks the same about something else ("and in Connecticut?": this question names
 * the thing, the earlier one what is asked), undefined when it stands alone.
 */
export function followUpKind(question: string, locale: Locale): 'pronoun' | 'opener' | undefined {
  const text = fold(question).replace(/^[\s¿¡]+/, '');
  const all = words(text);
  // Spanish "el" is also the article: only a pronoun when no noun follows ("¿y él?").
  const pointer = all.some(
    (word, i) =>
      POINTERS[locale].has(word) && !(locale === 'es' && word === 'el' && i < all.length - 1),
  );
  if (pointer || leavesSubjectOut(question, locale) || reachesSomeone(text, locale))
    return 'pronoun';
  if (!OPENERS[locale].test(text)) return undefined;
  // After "and", a possessive points back too ("¿y sus credenciales?": whose is the earlier
  // question's); alone it may be the polite "your" ("¿cuál es su correo?").
  return all.some((word) => POSSESSIVES[locale].has(word)) ? 'pronoun' : 'opener';
}

/**
 * A Spanish object pronoun with a verb of reaching someone ("¿cómo lo contacto?", "¿cómo puedo
 * llamarla?"): "lo" and "la" are left out of POINTERS (they are also articles), but before or
 * after such a verb they stand for the person asked about before. Matched folded.
 */
const REACHING_SOMEONE: Partial<Record<Locale, RegExp>> = {
  es: /\b(lo|la|le) (contacto|contactamos|llamo|llamamos|escribo|escribimos|localizo|encuentro)\b|\b(contactarl[oa]|llamarl[oa]|localizarl[oa]|escribirle|hablarle)\b/,
};
const reachesSomeone = (text: string, locale: Locale) => !!REACHING_SOMEONE[locale]?.test(text);

/** Pronouns that stand for a person ("how do I reach her?"), not for a thing ("it"). */
const PERSONAL: Record<Locale, Set<string>> = {
  en: new Set('he him his she her hers'.split(' ')),
  es: new Set('ella'.split(' ')),
};

/** Whether a question points back to a person ("what's her email?", "¿y él?"). */
export function pointsToPerson(question: string, locale: Locale): boolean {
  const all = words(fold(question));
  return (
    all.some(
      (word, i) =>
        PERSONAL[locale].has(word) ||
        (locale === 'es' && word === 'el' && i === all.length - 1) ||
        (locale === 'es' && OPENERS.es.test(all.join(' ')) && POSSESSIVES.es.has(word)),
    ) ||
    leavesSubjectOut(question, locale) ||
    reachesSomeone(all.join(' '), locale)
  );
}

/**
 * Demonstratives that point back to something said before ("how do you handle that?"); Spanish
 * "eso" and "esto" are POINTERS already.
 */
const DEMONSTRATIVES: Record<Locale, RegExp> = {
  en: /\b(that|this|those|these)\b/,
  es: /\b(esa|ese|esos|esas|aquello)\b/,
};
/**
 * Spanish leaves out the pronoun English writes ("how long does it take?"): after "quiero abrir un
 * dispensario", "¿cuánto tarda?" asks how long opening one takes and "¿qué incluye?" what it
 * includes. A verb said of a thing (how long it lasts or takes, what it costs or includes, when it
 * starts, how it works: the verbs SUBJECTLESS_VERBS leaves out) with no subject after it, nothing
 * or only a preposition's phrase, has its subject in what was said. Matched folded.
 */
const THING_VERB_WITHOUT_SUBJECT: Partial<Record<Locale, RegExp>> = {
  es: /\b(dura|tarda|demora|toma|lleva|cuesta|sale|incluye|empieza|comienza|termina|funciona)( (en|a|de|para|por|con)\b.*)?$/,
};

/**
 * Whether a question leans on what the same message said before it ("I want to open a shop, how
 * do you handle that?", "…, how do I reach her?", "quiero abrir un dispensario, ¿cuánto tarda?"):
 * it points back with a pronoun or a demonstrative, or its Spanish verb has its subject there.
 */
export function leansOnWhatWasSaid(question: string, locale: Locale): boolean {
  const text = fold(question);
  return (
    followUpKind(question, locale) === 'pronoun' ||
    DEMONSTRATIVES[locale].test(text) ||
    !!THING_VERB_WITHOUT_SUBJECT[locale]?.test(text)
  );
}
