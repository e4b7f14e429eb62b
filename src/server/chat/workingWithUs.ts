import type { Locale } from '../../i18n/locales.ts';
import { fold, stemsOf } from './textAnalysis.ts';
import type { Passage } from './types.ts';

/**
 * How working with the firm goes, asked in everyday words: what the consultation costs and how
 * long it lasts, how to check the firm's own credentials, how the firm checks a social equity
 * certification, whether the visitor qualifies
 * for a social equity program, who owns what the firm makes, and what clean energy typically
 * returns. The site answers each in one
 * passage, but visitors word them with the site's question words ("free", "qualify", "check"),
 * which weigh little, and the passages beside them share the rest (a division's banner offers "a
 * free first hour", the firm's credentials "can be checked"). Matched folded; each with the
 * passage that answers (its id: the content's FAQ and service ids, the terms' heading).
 */
const ASKED: Record<Locale, { asks: RegExp; answer: string; naming?: string }[]> = {
  en: [
    {
      // "Is the consultation free?", "will the first meeting cost me anything?", "how long is it?"
      asks: /\b(consult\w*|first (meeting|appointment|call|session))\b.*\b(free|cost|costs|charge|pay|price|fee|how long|last|lasts)\b|\b(free|cost|costs|charge|pay|how long)\b.*\b(consult\w*|first (meeting|appointment|call|session))\b/,
      answer: 'faq-free-consultation',
      // Nothing else: "how long is the free consult for a legacy transition?" is the terms'
      // guarantee, "what do we go over in the energy consult?" the division's.
      naming:
        'consult consultation consultations free cost costs charge pay price fee long last lasts first meeting appointment call session anything something',
    },
    {
      // "How can I check your credentials are real?": the firm's verification documents.
      asks: /\b(check|verify|confirm|see|look up|prove)\b.*\b(your|ur|yall'?s?|the firm'?s?)\b.*\b(credentials?|certifications?|certificates?|licenses?|proof)\b/,
      answer: 'verification',
    },
    {
      // "How do you check my equity certification?", "do u check my equity status before we meet";
      // a status of something else ("my license status", "the status of my rebate") is not it.
      asks: /\b(check|checks|checking|verify|verifies|verifying|confirm|confirms|validate)\b.*\b(my|our|the)\b.*\b(certification|certificate|certified|equity status|status\b.*\b(equity|certified|certification))\b/,
      answer: 'faq-equity-verification',
    },
    {
      // "Do I qualify for social equity?", "am I eligible as an equity applicant?"
      asks: /\b(qualify|qualified|eligible|eligibility)\b.*\b(social equity|equity)\b|\b(social equity|equity)\b.*\b(qualify|eligible|eligibility)\b/,
      answer: 'service-cannabis-social-equity-navigation',
    },
    {
      // "Who owns the logo you make for me?", "do I own the deliverables?"
      asks: /\b(who owns|who gets to own|do i own|will i own|ownership of|own the rights)\b.*\b(logo|logos|deliverables?|designs?|work|materials?|content|brand|website|stuff|copy|plans?)\b|\bcan i (copy|reuse|use) (text|content|stuff|material)s? (from|on) (your|ur) (site|website|page)\b/,
      answer: 'legal-terms-of-service-intellectual-property',
    },
    {
      // What clean energy typically returns ("what's the payback on solar?", "how big is the
      // federal credit?", "how much can I save?"): the division's typical figures, not the price
      // the firm charges nor a service that names the incentive.
      asks: /\b(how (much|big|long|many|fast)|what kind of|what is the|whats the|what's the|typical|is there an?)\b.*\b(roi|payback|pay back|pays? (itself|for itself)|return on|tax credits?|federal credits?|rebates?|save|saving|savings|cost reduction)\b/,
      answer: 'division-clean-energy-figures',
      naming:
        'roi payback pay back pays itself return investment tax credit credits federal rebate rebates save saving savings cost costs reduction solar energy clean panel panels roof going put typical expect big much long period state utility bill bills electric power kind type',
    },
  ],
  es: [
    {
      asks: /\b(consulta|primera (cita|reunion|sesion|llamada))\b.*\b(gratis|gratuita|costar|cuesta|cobran|cobrar|cobra|pagar|precio|dura|duracion)\b|\b(gratis|costar|cuesta|cobran|cobrar|pagar|dura|cuanto tiempo)\b.*\b(consulta|primera (cita|reunion|sesion))\b/,
      answer: 'faq-free-consultation',
      naming:
        'consulta consultas gratis gratuita gratuito costar cuesta cobran cobrar cobra pagar precio dura duracion tiempo primera cita reunion sesion llamada algo nada',
    },
    {
      asks: /\b(verific|comprob|comprueb|revis|ver)\w*\b.*\b(sus|las credenciales|las certificaciones)\b.*\b(credenciales|certificaciones|certificados|licencias)\b/,
      answer: 'verification',
    },
    {
      asks: /\b(verific|revis|comprueb|comprob|confirm|valid)\w*\b.*\b(mi|mis|nuestra|la)\b.*\b(certificacion|certificado|(estatus|situacion)\b.*\b(equidad|certificad[oa]|certificacion))\b/,
      answer: 'faq-equity-verification',
    },
    {
      asks: /\b(califico|calificamos|califica|calificar|elegible|elegibles|elegibilidad|cumplo)\b.*\b(equidad social|social equity|equidad)\b|\b(equidad social|social equity)\b.*\b(califico|elegible|elegibilidad)\b/,
      answer: 'service-cannabis-social-equity-navigation',
    },
    {
      asks: /\b(de quien (es|son|seria|serian)|quien es (el )?dueno de|soy (el )?dueno de)\b.*\b(logo|logotipo|materiales?|documentos?|diseno|trabajo|contenido|marca|textos?)\b|\b(puedo|podemos) (copiar|usar|reutilizar) (los |sus )?(textos?|contenido|material)\b/,
      answer: 'legal-terms-of-service-propiedad-intelectual',
    },
    {
      asks: /\b(cuanto|cuanta|que tanto|de cuanto|hay (algun|un))\b.*\b(retorno|recupera\w*|credito (tributario|fiscal|federal)|reembolsos?|ahorr\w*|reduccion)\b/,
      answer: 'division-clean-energy-figures',
      naming:
        'retorno inversión recupera recuperar crédito tributario fiscal federal reembolso reembolsos ahorrar ahorro reducción costos solar energía limpia paneles techo típico tiempo factura bill luz electricidad más menos puedo',
    },
  ],
};

/** The passage that answers a question about working with the firm, if it is one. */
export function createWorkingWithUsQuestions(passages: readonly Passage[], locale: Locale) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const questions = ASKED[locale].map(({ asks, answer, naming }) => ({
    asks,
    answer,
    naming: naming && stemsOf(locale, naming),
  }));
  /** `topic`: the question's topic words (no stop, filler or question words). */
  return (question: string, topic: readonly string[]): Passage | undefined => {
    const text = fold(question);
    const asked = questions.find(
      ({ asks, naming }) => asks.test(text) && (!naming || topic.every((t) => naming.has(t))),
    );
    return asked && byId.get(asked.answer);
  };
}
