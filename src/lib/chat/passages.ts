import { translator } from '../../i18n/translate.ts';
import { hoursInProse } from '../figureInProse.ts';
import { equityVerification, site } from '../site.ts';
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
 * What the site says that is in no content collection, for the chat assistant: the site's rules
 * (social equity certification, the price rule), figures hard-wired in the impact page, the team,
 * verification and legal pages. Only facts the specification states: no service names, prices or
 * people the site does not publish. Services, FAQ, programs and division facts come from
 * src/content (generated/contentPassages.ts); contact details, hours and areas from src/lib/site.ts.
 */
export const topicPassages: Passage[] = [
  {
    id: 'social-equity-certification',
    title: 'Social equity certification',
    text: `We work with social equity applicants certified in Massachusetts, Rhode Island, Connecticut, New York and the City of Boston. Certified social equity applicants get a free consultation automatically. ${equityVerification.en}`,
    url: '/impact',
    keywords: 'certificate eligible eligibility qualify boston applicant program accept accepted',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Prices and payment',
    text: `The site does not list prices. Every engagement starts with a free consultation (at least one free hour for anyone who asks, automatic for certified social equity applicants) where we look at what you need. Under our ${en.terms.inText}, payment is due within ${site.paymentDueDays} days, and pro bono work is at the firm's discretion.`,
    url: '/terms-of-service',
    keywords:
      'price prices pricing cost costs fee fees rate rates charge quote expensive pay payment invoice budget how much',
  },
  {
    id: 'verification',
    title: `${en.verificationDocuments.title} and ${en.impactReport.inText}`,
    text: `You can read and print our ${en.impactReport.inText} and our ${en.verificationDocuments.inText} (credentials) from the ${en.impact.title} page.`,
    url: '/impact',
    keywords: 'verification documents credentials proof report impact report pdf print legitimate',
  },
  {
    id: 'terms',
    title: en.terms.title,
    text: `Our ${en.terms.inText} include a Free Consultation Guarantee (a minimum of ${site.freeConsultationMinimumHours} hour free for legacy-to-legal cannabis transitions), pro bono work at the firm’s discretion, payment due within ${site.paymentDueDays} days, Massachusetts governing law and mediation for disputes.`,
    url: '/terms-of-service',
    keywords: 'terms service conditions contract agreement law legal dispute mediation guarantee',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    text: `Our ${en.privacy.inText} explains what data we collect, how we use, protect and share it, cookies and analytics, your rights, how long we keep data, children under 18 and California rights.`,
    url: '/privacy-policy',
    keywords: 'privacy policy data personal information',
  },
];

/**
 * Words visitors use for topics of the generated content passages (synonyms only, never shown), by
 * passage id, so "dispensary" or "weed" still finds the cannabis division.
 */
export const contentSearchWords: Record<string, string> = {
  'division-cannabis':
    'cannabis marijuana dispensary dispensaries open opening start starting business license licensing legacy operator legal market equity applicant weed grow',
  'division-real-estate':
    'real estate property properties home house homebuyer buy buying investor investment commercial site location deal lease',
  'division-marketing':
    'marketing brand branding advertising promotion social media campaign content website launch strategy',
  'division-clean-energy': 'clean energy solar renewable efficiency electricity power savings save',
  'division-clean-energy-figures':
    'clean energy solar savings save roi return investment payback tax credit federal incentive rebate rebates cost reduction',
  'service-marketing-brand-strategy': 'logo design branding rebrand identity name',
  'faq-free-consultation': 'free consultation first meeting hour complimentary cost',
  'faq-equity-verification': 'verify verification verified check confirm status proof',
  'faq-regions': 'where area areas region regions state states serve',
  'program-legacy-to-legal-accelerator': 'accelerator incubator 2026 future cohort apply',
  'program-pro-bono-mentorship': 'pro bono mentorship mentor volunteer',
};

/** The same rules for the Spanish assistant, linking the /es pages. */
export const topicPassagesEs: Passage[] = [
  {
    id: 'social-equity-certification',
    title: 'Certificación de equidad social',
    text: `Trabajamos con solicitantes certificados de equidad social en Massachusetts, Rhode Island, Connecticut, Nueva York y la Ciudad de Boston. Los solicitantes certificados de equidad social reciben una consulta gratuita automáticamente. ${equityVerification.es}`,
    url: '/es/impact',
    keywords:
      'certificado certificacion elegible elegibilidad califico calificar boston solicitante programa aceptan',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Precios y pagos',
    text: `El sitio no publica precios. Todo trabajo comienza con una consulta gratuita (al menos una hora gratuita para quien la pida, y automática para los solicitantes certificados de equidad social) en la que analizamos lo que usted necesita. Según nuestros ${es.terms.inText}, el pago vence a los ${site.paymentDueDays} días, y el trabajo pro bono queda a discreción de la firma.`,
    url: '/es/terms-of-service',
    keywords:
      'precio precios costo costos cuesta tarifa tarifas honorarios cobran cobrar cotizacion caro pagar pago factura presupuesto cuanto',
  },
  {
    id: 'verification',
    title: `${es.verificationDocuments.title} e ${es.impactReport.inText}`,
    text: `Puede leer e imprimir nuestro ${es.impactReport.inText} y nuestros ${es.verificationDocuments.inText} (credenciales) desde la página «${es.impact.title}».`,
    url: '/es/impact',
    keywords: 'verificacion documentos credenciales prueba informe impacto pdf imprimir legitimo',
  },
  {
    id: 'terms',
    title: es.terms.title,
    text: `Nuestros ${es.terms.inText} incluyen una garantía de consulta gratuita (un mínimo de ${hoursInProse(site.freeConsultationMinimumHours, 'es')} hora gratuita para las transiciones de cannabis del mercado tradicional al legal), trabajo pro bono a discreción de la firma, pago a los ${site.paymentDueDays} días, la ley de Massachusetts como ley aplicable y la mediación para resolver disputas.`,
    url: '/es/terms-of-service',
    keywords:
      'terminos servicio condiciones contrato acuerdo ley legal disputa desacuerdo conflicto resolver resuelven mediacion garantia',
  },
  {
    id: 'privacy',
    title: 'Privacidad',
    text: `Nuestra ${es.privacy.inText} explica qué datos recopilamos, cómo los usamos, protegemos y compartimos, las cookies y la analítica, sus derechos, cuánto tiempo guardamos los datos, los menores de 18 años y los derechos de California.`,
    url: '/es/privacy-policy',
    keywords: 'privacidad politica datos informacion personal',
  },
];

/** Spanish synonyms visitors use, by passage id (searched, never shown). */
export const contentSearchWordsEs: Record<string, string> = {
  'division-cannabis':
    'cannabis marihuana dispensario dispensarios abrir negocio licencia licencias operador tradicional mercado legal equidad solicitante cultivo',
  'division-real-estate':
    'bienes raices propiedad propiedades casa vivienda comprar compra inversionista inversion local comercial ubicacion alquiler arrendamiento',
  'division-marketing':
    'mercadeo marketing marca publicidad promocion redes sociales campaña contenido sitio web lanzamiento estrategia',
  'division-clean-energy':
    'energia limpia solar renovable eficiencia electricidad luz ahorro ahorrar',
  'division-clean-energy-figures':
    'energia limpia solar ahorro ahorrar ahorraria rendimiento retorno inversion recupera recuperar credito fiscal federal incentivo reembolso reembolsos reduccion costos',
  'faq-free-consultation': 'consulta gratuita gratis primera reunion hora costo',
  'faq-equity-verification': 'verificar verificacion verifican comprobar estado prueba',
  'faq-regions': 'donde zona zonas region estados atienden',
  'program-legacy-to-legal-accelerator': 'acelerador incubadora 2026 futuro cohorte solicitar',
  'program-pro-bono-mentorship': 'pro bono mentoria mentor voluntariado',
};
