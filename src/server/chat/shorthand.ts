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
    thru: 'through',
    tryna: 'trying to',
    til: 'until',
    insta: 'instagram',
    ig: 'instagram',
    fb: 'facebook',
    diff: 'different',
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
    insta: 'instagram',
    fb: 'facebook',
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
 * "Number" asked of the firm without saying what it counts ("number of …", "how many") is the
 * number to call: the site states one phone number, and its figures are asked as counts. Left
 * alone, "number" finds the figures first. Not when the phone is named already.
 */
const PHONE_NUMBER: Record<Locale, { number: RegExp; counts: RegExp; phone: string }> = {
  en: {
    number: /(?<!\bphone\s)\b(number|#)(?!\p{L}|\s+of\b)/giu,
    counts: /\bhow many\b|\bphone\b/iu,
    phone: 'phone number',
  },
  es: {
    number: /\b(n[uú]mero|#)(?!\p{L}|\s+de\b)/giu,
    counts: /\bcu[aá]nt[oa]s\b|\btel[eé]fono\b/iu,
    phone: 'número de teléfono',
  },
};

/**
 * Email by its everyday names: Spanish "correo" alone (not "correo postal") is, asked of a
 * website, its email, which the site always writes "correo electrónico"; English "e-mail" and
 * "e mail" are "email". General usage in each language, so a visitor's word for the channel finds
 * the passages that name it.
 */
const EMAIL_NAMES: Record<Locale, [RegExp, string][]> = {
  en: [[/\be[- ]mail\b/giu, 'email']],
  es: [
    [/\be[- ]?mail\b/giu, 'correo electrónico'],
    [/\bcorreo\b(?!\s+(electr|postal))/giu, 'correo electrónico'],
  ],
};

/**
 * "Where are you?" asked of a firm, in any of its everyday forms (where / what town / which city,
 * "are you based / located / headquartered", with or without "guys" or "all"), asks where its
 * office is: the site says "office" and "address", and "based" alone meets its "-based"
 * adjectives. Runs after the shorthand is written out ("r u" is "are you").
 */
const WHERE_FIRM: Record<Locale, [RegExp, string][]> = {
  en: [
    [
      /\b(where|(what|which) (town|city))( exactly)? are you( guys| all)?( (based|located|headquartered|at|in))?\b/giu,
      'where is your office',
    ],
    [/\bare you( guys| all)? (based|located|headquartered)\b/giu, 'is your office'],
  ],
  es: [
    [
      /\b(d[oó]nde|en (qu[eé]|cu[aá]l) (ciudad|pueblo))( exactamente)? (est[aá]n|quedan|se encuentran)( ustedes)?( ubicad[oa]s)?\b/giu,
      'dónde está su oficina',
    ],
  ],
};

/**
 * "¿Hasta qué hora …?", "¿a qué hora abren?", "¿desde qué hora …?" ask when the office is open, in
 * every Spanish-speaking country: the site says "horario" (office hours); so do English "what
 * hours …?" and "until what time …?". Left as typed, "hora"
 * alone also meets the response times ("24 horas") and the verb that follows ("llamar", "ir")
 * weighs more than it, so the contact passage answered "until what time can I call?". "¿A qué
 * hora …?" also asks when anything at all happens ("¿a qué hora me llaman?", "¿a qué hora es la
 * consulta?"): only with a verb of opening, closing or coming by (abren, cierran, atienden, puedo
 * llamar / pasar / ir, están abiertos) is it the office hours.
 */
const OPENING_HOURS: Record<Locale, [RegExp, string][]> = {
  en: [[/\b((what|which) hours|(until|till|til) what time)\b/giu, 'what opening hours']],
  es: [
    [/\b(hasta|desde) qu[eé] horas?\b/giu, 'en qué horario'],
    [
      /\ba qu[eé] horas?(?= (abren?|cierran?|atienden?|(puedo|podemos|se puede) (llamar|pasar|ir)|est[aá]n? abiert[oa]s?)(?!\p{L}))/giu,
      'en qué horario',
    ],
  ],
};

/**
 * Sending the firm a message ("para mandarles un mensaje", "¿les puedo escribir?", "les mando un
 * correo") is getting in touch with it: the site says "comunicarse" (how to reach us). Left as
 * typed, "mensaje" meets the marketing passages' "mensajes de marca" (brand messages) and the verb
 * is a word no passage holds. Only with "les" (asked of the firm, "to you"), so messages for the
 * visitor's own clients ("mensajes para mis clientes") stay marketing. Each written form of the
 * verb, accented or not ("envío", "envio", "mandé", "envié"). Only when the message itself
 * follows (a message, a mail, a text), nothing does ("¿les puedo escribir?") or the clause names
 * the channel ("les mando los documentos por correo"): with anything else sent ("les mando mi plan
 * de negocios") the thing sent is what is asked about, and stays.
 */
const MESSAGE_US: Record<Locale, [RegExp, string][]> = {
  en: [],
  es: [
    [
      /\b((mandar|enviar|escribir)les|les (puedo |podemos )?(mand[oa]r?|mand[eé]|env[ií][oa]r?|envi[eé]|escrib[oi]r?))(( (un|una|el|por))? (mensajes?|correos?( electr[oó]nicos?)?|email|e-?mail|textos?)(?!\p{L})|(?=\s*([,.;:?!¿¡]|$))|(?=[^,.;:?!]*\bpor (correo|e-?mail|mensaje|texto|whatsapp)(?!\p{L})))/giu,
      'comunicarme con ustedes',
    ],
  ],
};

/**
 * "¿Qué hace(n) …?" asks what something is for, as "¿qué es …?" does: the verb names nothing, yet
 * it meets the copy's "hace que …" ("makes …") and tips a page's introduction over its overview.
 * Not "¿qué hacen (ustedes)?" with nothing after it: that asks what the firm does (aboutTheFirm.ts).
 */
const WHAT_IT_DOES: Record<Locale, [RegExp, string][]> = {
  en: [],
  es: [[/\bqu[eé] hacen?(?!\p{L})(?!\s*(ustedes|uds\.?|exactamente)?\s*[?!.]*\s*$)/giu, 'qué']],
};

/** The text with each whole-word shorthand of its language written out ("u" → "you"). */
export function expandShorthand(text: string, locale: Locale): string {
  const { number, counts, phone } = PHONE_NUMBER[locale];
  const expanded = text.replace(
    PATTERN[locale],
    (word) => SHORTHAND[locale][word.toLowerCase()] ?? word,
  );
  const written = counts.test(expanded) ? expanded : expanded.replace(number, phone);
  // Applied in this order: each rewrite reads what the ones before it wrote.
  return [
    ...WHERE_FIRM[locale],
    ...OPENING_HOURS[locale],
    ...MESSAGE_US[locale],
    ...WHAT_IT_DOES[locale],
    ...EMAIL_NAMES[locale],
  ].reduce((t, [asked, meant]) => t.replace(asked, meant), written);
}
