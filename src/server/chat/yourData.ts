import type { Locale } from '../../i18n/locales.ts';
import { fold, stemsOf } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * What the firm does with a visitor's own details, asked in everyday words ("do you sell my
 * data?", "how do I get you to delete my info?", "¿mis datos están seguros?"). The privacy
 * policy's sections say it, but their words ("personal information", "rights") are not the
 * visitor's, and its neighbouring sections share "data" and "delete" (children's data, data
 * retention). Each question but "are you tracking me?" or about cookies names the visitor's details ("my data",
 * "mis datos"). Matched folded.
 */
const MY_DETAILS = {
  en: String.raw`\b(my|our|personal|customer) (data|info|information|details|phone number|number|email|contact info|records?)\b`,
  es: String.raw`\b(mis|sus|nuestros|tus) (datos|informacion|numeros?|correos?)\b|\b(datos|informacion) personal(es)?\b`,
} satisfies Record<Locale, string>;

/**
 * What a question about the site's cookies, or about being tracked, names besides them: the site,
 * the visitor's browser or device, tracking, analytics and advertising. Cookies a visitor bakes or
 * sells ("I baked cookies before it was legal, can I sell edibles?", "hago cookies de cannabis"),
 * or the ads a visitor runs ("can you track people who click my ads?"), are no question about the
 * site's.
 */
const ABOUT_COOKIES: Record<Locale, string> = {
  en: `cookie cookies use uses using set sets put puts site website page pages browser phone
    computer device accept block disable delete clear opt track tracks tracking tracked follow
    follows following ads ad advertising advertisers third party session store stored data info
    information privacy policy people visitors visit visits online collect analytics google`,
  es: `cookie cookies usan usa utilizan ponen instalan guardan sitio web página páginas navegador
    teléfono celular computadora dispositivo aceptar acepto bloquear desactivar borrar rastrean
    rastrea rastreo siguen anuncios publicidad publicitarias terceros sesión datos información
    privacidad política visitas analítica google línea internet`,
};

/**
 * The questions, each with the privacy section (its id, as the heading makes it) that answers;
 * all but cookies and being tracked name the visitor's details, and those two name nothing else
 * than what ABOUT_COOKIES holds (`onlyAbout`).
 */
const ASKED: Record<
  Locale,
  { asks: RegExp; section: string; anyDetails?: true; onlyAbout?: true }[]
> = {
  en: [
    {
      asks: /\b(sell|sells|selling|sold)\b/,
      section: 'legal-privacy-policy-how-we-use-your-information',
    },
    {
      asks: /\b(delete|deleted|remove|removed|erase|erased|wipe)\b/,
      section: 'legal-privacy-policy-your-rights',
    },
    {
      asks: /\b(safe|secure|protected|protect|protecting|hacked|leaked)\b/,
      section: 'legal-privacy-policy-how-we-protect-your-information',
    },
    {
      asks: /\b(track|tracks|tracking|tracked|follow|follows|following) (me|us|visitors?|people)\b.*\b(ads?|advertising|advertisers)\b|\bcookies?\b/,
      section: 'legal-privacy-policy-cookies',
      anyDetails: true,
      onlyAbout: true,
    },
    {
      asks: /\b(track|tracks|tracking|tracked) (me|us|visitors?|people)\b/,
      section: 'legal-privacy-policy-analytics',
      anyDetails: true,
      onlyAbout: true,
    },
  ],
  es: [
    {
      asks: /\b(venden|vende|vendan|venderan|vendido)\b/,
      section: 'legal-privacy-policy-como-usamos-su-informacion',
    },
    { asks: /\b(borr|elimin|quit)\w*/, section: 'legal-privacy-policy-sus-derechos' },
    {
      asks: /\b(segur[oa]s?|protegid[oa]s?|proteg\w*|hackea\w*)\b/,
      section: 'legal-privacy-policy-como-protegemos-su-informacion',
    },
    {
      asks: /\bcookies?\b/,
      section: 'legal-privacy-policy-cookies',
      anyDetails: true,
      onlyAbout: true,
    },
    {
      asks: /\b(me|nos|los|les) (rastrean|rastrea|siguen|monitorean|vigilan)\b/,
      section: 'legal-privacy-policy-analitica',
      anyDetails: true,
      onlyAbout: true,
    },
  ],
};

/** The privacy section that answers a question about the visitor's own details, if it is one. */
export function createYourDataQuestions(passages: readonly Passage[], locale: Locale) {
  const mine = new RegExp(MY_DETAILS[locale]);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const aboutCookies = stemsOf(locale, ABOUT_COOKIES[locale]);
  /** `topic`: the question's topic words (no stop, filler or question words). */
  return (question: string, topic: readonly string[]): Passage | undefined => {
    const text = fold(question);
    const asked = ASKED[locale].find(
      ({ asks, anyDetails, onlyAbout }) =>
        asks.test(text) &&
        (anyDetails || mine.test(text)) &&
        (!onlyAbout || topic.every((t) => aboutCookies.has(t))),
    );
    return asked && byId.get(asked.section);
  };
}
