import { translator } from '../../i18n/translate.ts';
import { hoursInProse } from '../../lib/figureInProse.ts';
import { equityRegionNames, listInProse } from '../../lib/placeNames.ts';
import { equityVerification, site } from '../../lib/site.ts';
import type { Passage } from './types.ts';

/**
 * Pages named the way the footer and the pages themselves name them (src/lib/navigation.ts labels,
 * src/i18n/es), so the assistant never calls a page by another name: `title` as a heading,
 * `inText` inside a sentence (lower case, as both languages write a common name in running text).
 */
function pageNames(locale: 'en' | 'es') {
  const t = translator(locale);
  const name = (label: string) => ({ title: t(label), inText: t(label).toLowerCase() });
  return {
    terms: name('Terms of Service'),
    privacy: name('Privacy Policy'),
    impactReport: name('Impact Report'),
    verificationDocuments: name('Verification Documents'),
    impact: name('Social Equity Impact'),
  };
}
const en = pageNames('en');
const es = pageNames('es');

/**
 * The terms and privacy passages below sum up pages whose sections are indexed one by one: they
 * name every topic and state few facts, so a section that matches as well answers first. Set on the
 * tuning and development sets ("are you a law firm" was answered by the summary, not the section
 * that says so).
 */
const PAGE_SUMMARY_WEIGHT = 0.8;

/**
 * What the site says that is in no content collection, for the chat assistant: the site's rules
 * (social equity certification, the price rule), figures hard-wired in the impact page, the team,
 * verification and legal pages. Only facts the specification states: no service names, prices or
 * people the site does not publish. Services, FAQ, programs and division facts come from
 * src/content (generated/contentPassages.ts); contact details, hours and areas from src/lib/site.ts.
 * Search words name each passage's topic in base forms (the stemmer finds the other forms), the
 * same topics in both languages.
 */
export const topicPassages: Passage[] = [
  {
    id: 'social-equity-certification',
    title: 'Social equity certification',
    text: `We work with social equity applicants certified in ${listInProse(equityRegionNames('en'), 'en')}. Certified social equity applicants get a free consultation automatically. ${equityVerification.en}`,
    url: '/impact',
    keywords: 'certificate eligibility qualify applicant',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Prices and payment',
    text: `The site does not list prices. Every engagement starts with a free consultation (at least one free hour for anyone who asks, automatic for certified social equity applicants) where we look at what you need. Under our ${en.terms.inText}, payment is due within ${site.paymentDueDays} days, and pro bono work is at the firm's discretion.`,
    url: '/terms-of-service',
    keywords: 'price cost fee rate charge quote payment',
  },
  {
    id: 'verification',
    title: `${en.verificationDocuments.title} and ${en.impactReport.inText}`,
    text: `You can read and print our ${en.impactReport.inText} and our ${en.verificationDocuments.inText} (credentials) from the ${en.impact.title} page.`,
    url: '/impact',
    keywords: 'proof pdf',
  },
  {
    id: 'terms',
    weight: PAGE_SUMMARY_WEIGHT,
    title: en.terms.title,
    text: `Our ${en.terms.inText} include a Free Consultation Guarantee (a minimum of ${site.freeConsultationMinimumHours} hour free for legacy-to-legal cannabis transitions), pro bono work at the firm’s discretion, payment due within ${site.paymentDueDays} days, Massachusetts governing law and mediation for disputes.`,
    url: '/terms-of-service',
    keywords: 'conditions contract agreement law dispute mediation guarantee',
  },
  {
    id: 'privacy',
    weight: PAGE_SUMMARY_WEIGHT,
    title: 'Privacy',
    text: `Our ${en.privacy.inText} explains what data we collect, how we use, protect and share it, cookies and analytics, your rights, how long we keep data, children under 18 and California rights.`,
    url: '/privacy-policy',
    keywords: 'data personal information',
  },
  {
    id: 'legacy-market',
    title: 'The legacy market',
    text: 'Legacy market: what we call the unlicensed cannabis market that existed before legalization. Legacy operators are the people who already worked with cannabis before legalization; we help them move into the legal market.',
    url: '/cannabis',
    keywords: 'operator grower traditional meaning',
    service: 'cannabis',
  },
];

/** The same rules for the Spanish assistant, linking the /es pages. */
export const topicPassagesEs: Passage[] = [
  {
    id: 'social-equity-certification',
    title: 'Certificación de equidad social',
    text: `Trabajamos con solicitantes certificados de equidad social en ${listInProse(equityRegionNames('es'), 'es')}. Los solicitantes certificados de equidad social reciben una consulta gratuita automáticamente. ${equityVerification.es}`,
    url: '/es/impact',
    keywords: 'certificado elegibilidad calificar solicitante',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Precios y pagos',
    text: `El sitio no publica precios. Todo trabajo comienza con una consulta gratuita (al menos ${hoursInProse(site.freeConsultationMinimumHours, 'es')} hora gratuita para quien la pida, y automática para los solicitantes certificados de equidad social) en la que analizamos lo que usted necesita. Según nuestros ${es.terms.inText}, el pago vence a los ${site.paymentDueDays} días, y el trabajo pro bono queda a discreción de la firma.`,
    url: '/es/terms-of-service',
    keywords: 'precio costo tarifa honorarios cobrar cotización pago',
  },
  {
    id: 'verification',
    title: `${es.verificationDocuments.title} e ${es.impactReport.inText}`,
    text: `Puede leer e imprimir nuestro ${es.impactReport.inText} y nuestros ${es.verificationDocuments.inText} (credenciales) desde la página «${es.impact.title}».`,
    url: '/es/impact',
    keywords: 'prueba pdf',
  },
  {
    id: 'terms',
    weight: PAGE_SUMMARY_WEIGHT,
    title: es.terms.title,
    text: `Nuestros ${es.terms.inText} incluyen una garantía de consulta gratuita (un mínimo de ${hoursInProse(site.freeConsultationMinimumHours, 'es')} hora gratuita para las transiciones de cannabis del mercado tradicional al legal), trabajo pro bono a discreción de la firma, pago a los ${site.paymentDueDays} días, la ley de Massachusetts como ley aplicable y la mediación para resolver disputas.`,
    url: '/es/terms-of-service',
    keywords: 'condiciones contrato acuerdo ley disputa mediación garantía',
  },
  {
    id: 'privacy',
    weight: PAGE_SUMMARY_WEIGHT,
    title: 'Privacidad',
    text: `Nuestra ${es.privacy.inText} explica qué datos recopilamos, cómo los usamos, protegemos y compartimos, las cookies y la analítica, sus derechos, cuánto tiempo guardamos los datos, los menores de 18 años y los derechos de California.`,
    url: '/es/privacy-policy',
    keywords: 'datos información personal',
  },
  {
    // The gloss the pages give mercado tradicional (GLOSSARY.es.md), for the chat too.
    id: 'legacy-market',
    title: 'El mercado tradicional',
    text: 'Mercado tradicional: así llamamos al mercado de cannabis que existía antes de la legalización, fuera del mercado legal. Los operadores del mercado tradicional son quienes ya trabajaban con cannabis antes de la legalización; los ayudamos a pasar al mercado legal.',
    url: '/es/cannabis',
    keywords: 'operador cultivador significado qué es',
    service: 'cannabis',
  },
];
