import type { Locale } from '../../i18n/locales.ts';
import { analyzers, fold, stemsOf } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * What a profile tells of a person besides its own words: their studies and credentials, where
 * they are from, how long they have done the work, how to reach them, what they lead. A question
 * about something else of a person ("how old is Jordan?", "is Alexis married?", "Jordan's
 * LinkedIn?") is not answered with the profile: the site does not say it.
 */
const PROFILE_TELLS: Record<Locale, string> = {
  en: `study studied studies school degree college university major credentials certified
    certification licensed license qualified trained training background experience experienced
    years long from native hometown grew raised local email contact reach call do does doing
    lead leads run runs handle handles charge work works job role title around here area nearby
    besides else other`,
  es: `estudio estudió estudios estudiar escuela título carrera universidad credenciales certificado
    certificación licencia preparación experiencia años tiempo origen raíces nació creció correo
    contacto contactar comunicarme llamar hace dirige lleva maneja encarga trabajo puesto cargo
    aquí zona área además otra otras`,
};

/**
 * A person's age, which no profile tells: Spanish says it with "tener … años" ("¿cuántos años tiene
 * Jordan?", as "how old is Jordan?"), the words that also ask years of experience ("¿cuántos años
 * de experiencia tiene?", "¿cuántos años lleva?"). Asked so and naming nothing but the years
 * (AGE_WORDS) and the person, it is their age. Matched folded.
 */
const AGE: Partial<Record<Locale, RegExp>> = {
  es: /\bcuantos anos (tiene|tienes|tendra)\b|\bque edad\b/,
};
const AGE_WORDS: Record<Locale, string> = { en: 'age old', es: 'años año edad' };

/**
 * Questions about one of the team, answered with that person's profile:
 * - a question that names one of them and asks what a profile tells ("what did Jordan study?",
 *   "is Jordan from around here?"): their profile says what the site says of them, though its
 *   words may not be the visitor's;
 * - who leads something the title of one of them names ("who is in charge of the cannabis stuff
 *   over there?", "¿quién ve lo de mercadeo?"), when the question names nothing else than
 *   leadership words (`leading`) and that.
 * The profiles are the passages `team-…` (one per person, as scripts/chatContentPassages.ts
 * writes them); a name counts by its first or last name, as the index reads it.
 */
export function createTeamQuestions(passages: readonly Passage[], locale: Locale) {
  const analyzer = analyzers[locale];
  const tells = analyzer.terms(PROFILE_TELLS[locale]);
  const ageWords = stemsOf(locale, AGE_WORDS[locale]);
  const people = passages
    .filter((p) => /^team-./.test(p.id))
    .map((p) => ({
      passage: p,
      name: stemsOf(locale, p.title.split(',')[0]!),
      title: stemsOf(locale, p.title),
      tells: new Set([...analyzer.terms(`${p.title} ${p.text}`), ...tells]),
    }));
  type Person = (typeof people)[number];
  /** The one person a test picks out, if exactly one. */
  const theOne = (picks: (person: Person) => boolean): Person | undefined => {
    const found = people.filter(picks);
    return found.length === 1 ? found[0] : undefined;
  };
  return (
    topic: readonly string[],
    asksForPerson: boolean,
    leading: Set<string>,
    question = '',
  ): Passage | undefined => {
    const named = theOne(({ name }) => topic.some((t) => name.has(t)));
    const asksAge = (person: Person) =>
      !!AGE[locale]?.test(fold(question)) &&
      topic.every((t) => person.name.has(t) || ageWords.has(t));
    if (named)
      return topic.every((t) => named.tells.has(t)) && !asksAge(named) ? named.passage : undefined;
    const led = topic.filter((t) => !leading.has(t));
    if (!asksForPerson || !led.length) return undefined;
    return theOne(({ title }) => led.every((t) => title.has(t)))?.passage;
  };
}
