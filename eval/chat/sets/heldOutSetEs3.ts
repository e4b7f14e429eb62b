import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The third Spanish held-out set (issue 40, second round), under the rules of heldOutSetEs.ts:
 * typed as Spanish-speaking visitors type (with and without accents, tú and usted), committed on its
 * own before the answering changes it measures, never tuned against. Like heldOutSet3.ts it asks
 * about places outside the four states, two things at once, jobs at the firm, the legal and
 * privacy pages, and what the site does not say.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs3: readonly EvalItem[] = [
  { question: '¿abren los sábados?', category: 'firm', facts: ['lunes a viernes'] },

  // Places outside the four states
  { question: '¿trabajan en Texas?', category: 'firm', facts: areaEs },
  {
    question: 'vivo en california, me pueden ayudar con mi licencia',
    category: 'firm',
    facts: areaEs,
  },
  { question: 'tienen clientes en Chicago?', category: 'firm', facts: areaEs },

  // Two-part questions
  {
    question: '¿cuál es su teléfono y su correo?',
    category: 'firm',
    facts: [site.phone, site.email],
  },
  {
    question: 'en que año empezo la firma y donde estan ubicados',
    category: 'history',
    facts: [String(site.founded), site.address.city],
  },

  // Services and people
  {
    question: 'el municipio nos pide un acuerdo con la comunidad anfitriona, nos ayudan?',
    category: 'services',
    facts: ['acuerdo con la comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: '¿hacen una inspección de práctica antes de la inspección del estado?',
    category: 'services',
    facts: ['inspecciones simuladas'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero paneles solares en el techo de mi negocio',
    category: 'services',
    facts: ['solar'],
    url: '/es/clean-energy',
  },
  { question: '¿en qué año abrieron mercadeo?', category: 'history', facts: ['2022'] },
  {
    question: 'si soy solicitante de equidad social en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 horas'],
  },

  // Legal and privacy pages
  {
    question: '¿venden mis datos a otras empresas?',
    category: 'privacy',
    facts: ['No vendemos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'guardan lo que escribo en este chat?',
    category: 'privacy',
    facts: ['no guardamos las conversaciones'],
    url: '/es/privacy-policy',
  },
  {
    question: 'en cuantos dias hay que pagar la factura',
    category: 'terms',
    facts: [String(site.paymentDueDays)],
    url: '/es/terms-of-service',
  },
  {
    question: 'si tenemos un problema con ustedes, ¿vamos a juicio?',
    category: 'terms',
    facts: ['mediación'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿me garantizan que aprueben mi licencia?',
    category: 'terms',
    facts: ['no podemos garantizar'],
    url: '/es/terms-of-service',
  },

  // Jobs at the firm: the site lists none
  { question: 'busco trabajo, tienen vacantes?', category: 'unknown', facts: [] },

  // Not on the site
  {
    question: '¿cuánto cobra el estado por una licencia de cannabis?',
    category: 'unknown',
    facts: [],
  },
  { question: 'me pueden preparar la declaración de impuestos', category: 'unknown', facts: [] },
  { question: 'tienen descuento para veteranos', category: 'unknown', facts: [] },
];
