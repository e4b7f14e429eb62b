import type { Locale } from '../../i18n/locales.ts';
import { fold } from './textAnalysis.ts';
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
 * The questions, each with the privacy section (its id, as the heading makes it) that answers;
 * all but cookies and being tracked name the visitor's details.
 */
const ASKED: Record<Locale, { asks: RegExp; section: string; anyDetails?: true }[]> = {
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
    },
    {
      asks: /\b(track|tracks|tracking|tracked) (me|us|visitors?|people)\b/,
      section: 'legal-privacy-policy-analytics',
      anyDetails: true,
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
    { asks: /\bcookies?\b/, section: 'legal-privacy-policy-cookies', anyDetails: true },
    {
      asks: /\b(me|nos|los|les) (rastrean|rastrea|siguen|monitorean|vigilan)\b/,
      section: 'legal-privacy-policy-analitica',
      anyDetails: true,
    },
  ],
};

/** The privacy section that answers a question about the visitor's own details, if it is one. */
export function createYourDataQuestions(passages: readonly Passage[], locale: Locale) {
  const mine = new RegExp(MY_DETAILS[locale]);
  const byId = new Map(passages.map((p) => [p.id, p]));
  return (question: string): Passage | undefined => {
    const text = fold(question);
    const asked = ASKED[locale].find(
      ({ asks, anyDetails }) => asks.test(text) && (anyDetails || mine.test(text)),
    );
    return asked && byId.get(asked.section);
  };
}
