import type { Passage } from './types.ts';

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
    text: 'We work with social equity applicants certified in Massachusetts, Rhode Island, Connecticut, New York and the City of Boston. Certified social equity applicants get a free consultation automatically, and your equity certification status is verified during the consultation request.',
    url: '/impact',
    keywords: 'certificate eligible eligibility qualify boston applicant program accept accepted',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Prices and payment',
    text: "The site does not list prices. Every engagement starts with a free consultation (at least one free hour for anyone who asks, automatic for certified social equity applicants) where we look at what you need. Under our terms of service, payment is due within 30 days, and pro bono work is at the firm's discretion.",
    url: '/terms-of-service',
    keywords:
      'price prices pricing cost costs fee fees rate rates charge quote expensive pay payment invoice budget how much',
  },
  {
    id: 'verification',
    title: 'Verification documents and impact report',
    text: 'You can read and print our impact report and our verification documents (credentials) from the Social Equity Impact page.',
    url: '/impact',
    keywords: 'verification documents credentials proof report impact report pdf print legitimate',
  },
  {
    id: 'terms',
    title: 'Terms of service',
    text: 'Our terms of service include a Free Consultation Guarantee (a minimum of 1 hour free for legacy-to-legal cannabis transitions), pro bono work at the firm’s discretion, payment due within 30 days, Massachusetts governing law and mediation for disputes.',
    url: '/terms-of-service',
    keywords: 'terms service conditions contract agreement law legal dispute mediation guarantee',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    text: 'Our privacy policy explains what data we collect, how we use, protect and share it, cookies and analytics, your rights, how long we keep data, children under 18 and California rights.',
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
    text: 'Trabajamos con solicitantes de equidad social certificados en Massachusetts, Rhode Island, Connecticut, Nueva York y la Ciudad de Boston. Los solicitantes de equidad social certificados reciben una consulta gratuita automáticamente, y su certificación de equidad se verifica durante la solicitud de consulta.',
    url: '/es/impact',
    keywords:
      'certificado certificacion elegible elegibilidad califico calificar boston solicitante programa aceptan',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Precios y pagos',
    text: 'El sitio no publica precios. Todo trabajo comienza con una consulta gratuita (al menos una hora gratuita para quien la pida, y automática para solicitantes de equidad social certificados) en la que analizamos lo que usted necesita. Según nuestros términos del servicio, el pago vence a los 30 días, y el trabajo pro bono queda a discreción de la firma.',
    url: '/es/terms-of-service',
    keywords:
      'precio precios costo costos cuesta tarifa tarifas honorarios cobran cobrar cotizacion caro pagar pago factura presupuesto cuanto',
  },
  {
    id: 'verification',
    title: 'Documentos de verificación e informe de impacto',
    text: 'Puede leer e imprimir nuestro informe de impacto y nuestros documentos de verificación (credenciales) desde la página de Impacto en equidad social.',
    url: '/es/impact',
    keywords: 'verificacion documentos credenciales prueba informe impacto pdf imprimir legitimo',
  },
  {
    id: 'terms',
    title: 'Términos del servicio',
    text: 'Nuestros términos del servicio incluyen una Garantía de consulta gratuita (un mínimo de 1 hora gratuita para transiciones de cannabis del mercado tradicional al legal), trabajo pro bono a discreción de la firma, pago a los 30 días, la ley de Massachusetts como ley aplicable y mediación para las disputas.',
    url: '/es/terms-of-service',
    keywords:
      'terminos servicio condiciones contrato acuerdo ley legal disputa desacuerdo conflicto resolver resuelven mediacion garantia',
  },
  {
    id: 'privacy',
    title: 'Privacidad',
    text: 'Nuestra política de privacidad explica qué datos recopilamos, cómo los usamos, protegemos y compartimos, las cookies y la analítica, sus derechos, cuánto tiempo guardamos los datos, los menores de 18 años y los derechos de California.',
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
