import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fourth Spanish held-out set (issue 40), under the rules of heldOutSetEs.ts: written from the
 * Spanish pages alone, typed as US Spanish-speaking visitors type (usted and tú mixed, accents left
 * out, Spanglish such as "down payment", "rebates", "zoning", "business plan"), committed on its own
 * before the answering changes it measures, never tuned against. Same spread as heldOutSet4.ts:
 * reaching the firm, places outside the four states, services, figures, people, programs, client
 * stories, history, the consultation, the legal pages, follow-ups, two-part questions and what the
 * site does not say.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];
const s = site.stats;

export const heldOutSetEs4: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'cual es el numero de telefono', category: 'firm', facts: [site.phone] },
  { question: 'a que hora abren en la mañana', category: 'firm', facts: ['9:00 a. m.'] },
  {
    question: 'donde queda la oficina, cual es la direccion',
    category: 'firm',
    facts: ['High Street'],
  },

  // Places outside the four states; inside, the state
  { question: 'ustedes trabajan en florida?', category: 'firm', facts: areaEs },
  {
    question: 'estoy en new jersey, me pueden ayudar a buscar local pa mi negocio',
    category: 'firm',
    facts: areaEs,
  },
  { question: 'trabajan en puerto rico', category: 'firm', facts: areaEs },
  { question: 'tienes clientes en providence?', category: 'firm', facts: ['Rhode Island'] },

  // Services, with the English words visitors mix in
  {
    question: 'necesito ayuda con el business plan para la licencia de cannabis',
    category: 'services',
    facts: ['plan de negocios'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero comprar mi primera casa pero no me alcanza pal down payment',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'me ayudan con los rebates de la luz',
    category: 'services',
    facts: ['reembolsos'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito un logo pa mi negocio',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'buscan locales que pasen el zoning para un dispensario?',
    category: 'services',
    facts: ['zonificación'],
    url: '/es/real-estate',
  },

  // Figures, people, programs, recognition, client stories, history
  { question: 'cuantos clientes han atendido', category: 'figures', facts: [s.clientsServed] },
  {
    question: 'cuanto se ahorra con los paneles solares mas o menos',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'quien es el encargado de bienes raices',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: 'tienen mentoria gratis para emprendedores?',
    category: 'programs',
    facts: ['20 horas'],
    url: '/es/impact',
  },
  {
    question: 'son empresa de minorias certificada',
    category: 'recognition',
    facts: ['propiedad de minorías'],
    url: '/es/impact',
  },
  {
    question: 'quien es simone grant',
    category: 'clients',
    facts: ['Riverbend Wellness Collective'],
    url: '/es/cannabis',
  },
  { question: 'cuando empezaron con lo de energia limpia', category: 'history', facts: ['2023'] },

  // The consultation and response time
  {
    question: 'la consulta es gratis o hay que pagar',
    category: 'consultation',
    facts: ['gratuita'],
  },
  {
    question: 'cuando verifican mi certificacion de equidad social',
    category: 'consultation',
    facts: ['antes de su primera reunión'],
    url: '/es/contact',
  },
  {
    question: 'si lleno el formulario en cuanto tiempo me responden',
    category: 'response',
    facts: ['24 a 48 horas'],
  },

  // Legal and privacy pages
  {
    question: 'ustedes son abogados? me pueden dar legal advice',
    category: 'terms',
    facts: ['No somos un bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'usan google analytics en la pagina',
    category: 'privacy',
    facts: ['Google Analytics'],
    url: '/es/privacy-policy',
  },
  {
    question: 'pueden borrar mis datos si se los pido',
    category: 'privacy',
    facts: ['eliminemos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y cual es el email de esa persona',
    before: ['¿quién dirige la división de cannabis?'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
  },
  {
    question: 'y si soy de equidad social?',
    before: ['cuanto tardan en contestar'],
    category: 'followup',
    facts: ['24 horas'],
  },

  // Two-part question
  {
    question: 'cual es su email y a que hora cierran',
    category: 'firm',
    facts: [site.email, '5:00 p. m.'],
  },

  // Not on the site
  { question: 'cuanto cobran por hora', category: 'unknown', facts: [] },
  { question: 'me pueden ayudar con mi green card', category: 'unknown', facts: [] },
  { question: 'aceptan pagos por zelle', category: 'unknown', facts: [] },
  { question: 'que tiempo va a hacer mañana en holyoke', category: 'unknown', facts: [] },
  { question: 'venden productos de cannabis ustedes?', category: 'unknown', facts: [] },
];
