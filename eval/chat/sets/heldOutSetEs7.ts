import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The seventh Spanish held-out set, under the rules of heldOutSetEs.ts: written from the Spanish
 * pages in src/content alone (and src/lib/site.ts), without sight of the assistant's code or answers
 * or of any eval run, typed as US Spanish-speaking visitors type (usted and sometimes tú, accents
 * often left out, English words mixed in), most of it in the visitor's own words rather than the
 * site's. Committed on its own before the answering changes it measures and never run or tuned
 * against before that commit. Same spread as heldOutSet7.ts.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs7: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'se me perdio el numero de ustedes, me lo da otra vez',
    category: 'firm',
    facts: [site.phone],
  },
  {
    question: 'si salgo del trabajo a las 6 todavia los encuentro abiertos?',
    category: 'firm',
    facts: ['5:00 p. m.'],
  },
  {
    question: 'tienen email? es que no puedo llamar en horas de trabajo',
    category: 'firm',
    facts: [site.email],
  },

  // Places outside the four states; inside, the state
  {
    question: 'tengo familia en tennessee que quiere abrir un negocio, ustedes trabajan alla',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'tengo una finca en mexico, me hacen lo de la energia solar alla?',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'ustedes ayudan con licencias de cannabis en nuevo mexico',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'estoy en lawrence, massachusetts. me pueden atender?',
    category: 'firm',
    facts: ['Massachusetts'],
  },

  // Services, in the visitor's words
  {
    question: 'me ayudan a encontrar quien preste dinero a gente de equidad social',
    category: 'services',
    facts: ['prestamistas'],
    url: '/es/cannabis',
  },
  {
    question: 'me ayudan a ver en cuanto se vendieron las casas del mismo barrio antes de ofertar',
    category: 'services',
    facts: ['ventas comparables'],
    url: '/es/real-estate',
  },
  {
    question: 'pueden escribir la carta de intencion pal dueño del local',
    category: 'services',
    facts: ['cartas de intención'],
    url: '/es/real-estate',
  },
  {
    question: 'revisan las luces y el aire acondicionado del negocio pa ver que gasta mas',
    category: 'services',
    facts: ['climatización'],
    url: '/es/clean-energy',
  },
  {
    question:
      'me dieron precios bien distintos varios instaladores de paneles, ustedes los comparan?',
    category: 'services',
    facts: ['Comparación de ofertas'],
    url: '/es/clean-energy',
  },
  {
    question: 'quiero que la gente me encuentre cuando busca negocios cerca de ellos',
    category: 'services',
    facts: ['Búsqueda local'],
    url: '/es/marketing',
  },

  // Figures, people, programs, recognition, client stories, history
  {
    question: 'cuantas marcas que vendian sin licencia han pasado a lo legal con ustedes',
    category: 'figures',
    facts: [site.stats.legacyBrandsTransitioned],
  },
  {
    question: 'alexis sabe de energia o solo de bienes raices',
    category: 'team',
    facts: ['gestión energética'],
    url: '/es/team',
  },
  {
    question: 'quien me puede orientar con mi solicitud de equidad',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'de que temas es la mentoria, ayudan con las operaciones del negocio?',
    category: 'programs',
    facts: ['operaciones'],
    url: '/es/impact',
  },
  {
    question: 'como se yo que sus horas pro bono son de verdad',
    category: 'recognition',
    facts: ['Registro independiente'],
    url: '/es/impact',
  },
  {
    question: 'quien es terrence walker',
    category: 'clients',
    facts: ['mercado tradicional'],
    url: ['/es/impact', '/es/cannabis'],
  },
  {
    question: 'quien es danielle ortiz',
    category: 'clients',
    facts: ['Ortiz Family Delivery'],
    url: ['/es/impact', '/es/cannabis'],
  },
  {
    question: 'desde que año tienen lo de la mentoria pro bono formal',
    category: 'history',
    facts: ['2020'],
  },

  // The consultation and response time
  {
    question: 'un solo equipo me puede llevar la marca y el local juntos?',
    category: 'consultation',
    facts: ['Varios servicios'],
  },
  {
    question: 'tengo mi certificado de equidad social, me dan prioridad pa contestarme?',
    category: 'response',
    facts: ['24 horas'],
  },

  // Legal and privacy pages
  {
    question: 'como se si cambiaron los terminos',
    category: 'terms',
    facts: ['fecha'],
    url: '/es/terms-of-service',
  },
  {
    question: 'la ayuda pro bono es pa cualquiera o ustedes deciden',
    category: 'terms',
    facts: ['discreción'],
    url: '/es/terms-of-service',
  },
  {
    question: 'ya no quiero que me sigan llamando, pueden parar?',
    category: 'privacy',
    facts: ['dejemos de comunicarnos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'mandar el formulario es seguro? va cifrado?',
    category: 'privacy',
    facts: ['cifradas'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y tienen pagina web?',
    before: ['quien es andre thompson'],
    category: 'followup',
    facts: ['papercitycultivation.example'],
  },
  {
    question: 'y me dejan ver todo antes de publicarlo?',
    before: ['ustedes hacen mercadeo pa negocios pequeños?'],
    category: 'followup',
    facts: ['su revisión en cada paso'],
  },

  // Two-part question
  {
    question: 'en que pueblo estan y que dias atienden',
    category: 'firm',
    facts: ['Holyoke', 'lunes a viernes'],
  },

  // Not on the site
  { question: 'cuanto me cobran por la auditoria de energia', category: 'unknown', facts: [] },
  { question: 'me ayudan a sacar el ITIN', category: 'unknown', facts: [] },
  { question: 'ustedes hacen remodelaciones de cocina', category: 'unknown', facts: [] },
  { question: 'dan clases de ingles', category: 'unknown', facts: [] },
  {
    question: 'de cuanto es el impuesto de venta del cannabis en massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'ustedes me llevan la contabilidad del negocio', category: 'unknown', facts: [] },
];
