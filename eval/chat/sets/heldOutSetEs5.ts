import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fifth Spanish held-out set (issue 40, second pass), under the rules of heldOutSetEs.ts:
 * written from the Spanish pages in src/content alone, typed as US Spanish-speaking visitors type
 * (usted, accents often left out, English words mixed in), committed on its own before the
 * answering changes it measures and never run or tuned against before that commit. Same spread as
 * heldOutSet5.ts.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs5: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'a que correo les puedo escribir', category: 'firm', facts: [site.email] },
  { question: 'abren los sabados?', category: 'firm', facts: ['Lunes a viernes'] },
  { question: 'en que pueblo queda la oficina de ustedes', category: 'firm', facts: ['Holyoke'] },

  // Places outside the four states; inside, the state
  { question: 'trabajan ustedes en texas o en florida', category: 'firm', facts: areaEs },
  { question: 'estoy en chicago, me pueden ayudar?', category: 'firm', facts: areaEs },
  {
    question: 'ustedes atienden clientes en pensilvania',
    category: 'firm',
    facts: areaEs,
  },
  { question: 'trabajan en hartford?', category: 'firm', facts: ['Connecticut'] },

  // Services
  {
    question: 'me ayudan a responder un aviso de deficiencia del regulador',
    category: 'services',
    facts: ['avisos de deficiencia'],
    url: '/es/cannabis',
  },
  {
    question: 'hacen inspecciones de practica antes de la inspeccion real?',
    category: 'services',
    facts: ['Inspecciones simuladas'],
    url: '/es/cannabis',
  },
  {
    question: 'pueden revisar el contrato de renta con mi abogado',
    category: 'services',
    facts: ['junto con su abogado'],
    url: '/es/real-estate',
  },
  {
    question: 'quiero saber si vale la pena poner paneles solares en mi techo',
    category: 'services',
    facts: ['Viabilidad y contratación de energía solar'],
    url: '/es/clean-energy',
  },
  {
    question: 'me ayudan con los creditos de impuestos federales',
    category: 'services',
    facts: ['créditos tributarios federales'],
    url: '/es/clean-energy',
  },
  {
    question: 'revisan las etiquetas de los empaques',
    category: 'services',
    facts: ['etiquetas'],
    url: '/es/marketing',
  },

  // Figures, people, programs, recognition, client stories, history
  {
    question: 'en cuanto tiempo se recupera la inversion en energia',
    category: 'figures',
    facts: ['2-4 años'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas de mentoria regalan en todo el año',
    category: 'figures',
    // The Spanish pages print "más de 1,040", not "1,040+".
    facts: ['1,040'],
  },
  {
    question: 'quien dirige la parte de cannabis',
    category: 'team',
    facts: ['Jordan Hayes'],
  },
  {
    question: 'cuando empieza el acelerador',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  {
    question: 'estan afiliados a la camara de comercio de holyoke',
    category: 'recognition',
    facts: ['Cámara de Comercio'],
    url: '/es/impact',
  },
  {
    question: 'quien es andre thompson',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/es/cannabis',
  },
  { question: 'en que año se fundo la empresa', category: 'history', facts: ['2018'] },

  // The consultation and response time
  {
    question: 'cuanto dura la consulta gratis',
    category: 'consultation',
    facts: ['una hora'],
  },

  // Legal and privacy pages
  {
    question: 'cuanto tiempo tengo pa pagar el invoice',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },
  {
    question: 'venden mi informacion personal?',
    category: 'privacy',
    facts: ['no vendemos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y cuanto se ahorra',
    before: ['ayudan con energia solar?'],
    category: 'followup',
    facts: ['20-40%'],
  },

  // Two-part question
  {
    question: 'cual es el telefono y la direccion',
    category: 'firm',
    facts: [site.phone, 'High Street'],
  },

  // Not on the site
  { question: 'cuanto cuesta sacar la licencia de cannabis', category: 'unknown', facts: [] },
  { question: 'tienen estacionamiento en la oficina', category: 'unknown', facts: [] },
  { question: 'me pueden prestar dinero para mi negocio', category: 'unknown', facts: [] },
];
