import type { Locale } from '../../i18n/locales.ts';

/**
 * Texting shorthand as visitors type it on a phone ("can u help me w my license", "q horario
 * tienen"), with the words it stands for. Left as typed, such a word is one no passage holds,
 * which weighs as the rarest word of the question and pulls every passage's confidence down (the
 * assistant then says it is not sure of a question it can answer). General usage, not the site's
 * words; only shorthand that means nothing else as a whole word in that language.
 */
const SHORTHAND: Record<Locale, Record<string, string>> = {
  en: {
    u: 'you',
    ur: 'your',
    r: 'are',
    ya: 'you',
    yall: 'you all',
    "y'all": 'you all',
    w: 'with',
    'w/': 'with',
    abt: 'about',
    wat: 'what',
    wats: 'whats',
    pls: 'please',
    plz: 'please',
    ppl: 'people',
    thx: 'thanks',
    bc: 'because',
    cuz: 'because',
    b4: 'before',
    rn: 'right now',
    tmrw: 'tomorrow',
    hrs: 'hours',
    yrs: 'years',
    mins: 'minutes',
    biz: 'business',
    appt: 'appointment',
    msg: 'message',
  },
  es: {
    q: 'que',
    k: 'que',
    ke: 'que',
    xq: 'porque',
    pq: 'porque',
    tmb: 'también',
    tb: 'también',
    x: 'por',
    d: 'de',
    ud: 'usted',
    uds: 'ustedes',
    pa: 'para',
    porfa: 'por favor',
    xfa: 'por favor',
    msj: 'mensaje',
    tel: 'teléfono',
    cel: 'celular',
    dnd: 'dónde',
    cdo: 'cuando',
  },
};

const PATTERN: Record<Locale, RegExp> = Object.fromEntries(
  Object.entries(SHORTHAND).map(([locale, map]) => [
    locale,
    new RegExp(
      `(?<![\\p{L}\\p{N}'/])(${Object.keys(map)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|')})(?![\\p{L}\\p{N}'/])`,
      'giu',
    ),
  ]),
) as Record<Locale, RegExp>;

/**
 * A firm's "number", asked of the firm, is its phone number (the site also states figures, which
 * "number" alone would find first).
 */
const YOUR_NUMBER: Record<Locale, [RegExp, string]> = {
  en: [/\b(your|you all) (number|#)(?!\p{L}|\s+of\b)/giu, '$1 phone number'],
  es: [/\b(su|tu) (n[uú]mero|#)(?!\p{L}|\s+de\b)/giu, '$1 número de teléfono'],
};

/**
 * Spanish "correo" alone is, on a website, its email ("¿me da su correo?"); the site always writes
 * "correo electrónico", so alone the word only counts as part of that phrase.
 */
const EMAIL_ES: [RegExp, string] = [/\bcorreo\b(?!\s+(electr|postal))/giu, 'correo electrónico'];

/**
 * Where the firm is, asked as visitors ask it ("where are you based?", "are you guys located in
 * Springfield?", "what town are you in?"): the office is what they mean. "Based" alone meets the
 * site's "-based" adjectives and "town" no passage holds.
 */
const WHERE_FIRM: Record<Locale, [RegExp, string][]> = {
  en: [
    [/\b(are|r) (you|u)( guys| all)? (based|located|headquartered)\b/giu, 'is your office'],
    [/\bwhere (are|r) (you|u)( guys| all)? (based|located|at)\b/giu, 'where is your office'],
    [/\bwhat (town|city) (are|r) (you|u)( guys| all)? in\b/giu, 'where is your office'],
  ],
  es: [],
};

/** The text with each whole-word shorthand of its language written out ("u" → "you"). */
export function expandShorthand(text: string, locale: Locale): string {
  const [number, phone] = YOUR_NUMBER[locale];
  const written = text
    .replace(PATTERN[locale], (word) => SHORTHAND[locale][word.toLowerCase()] ?? word)
    .replace(number, phone);
  const located = WHERE_FIRM[locale].reduce(
    (t, [where, office]) => t.replace(where, office),
    written,
  );
  return locale === 'es' ? located.replace(...EMAIL_ES) : located;
}
