import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The twelfth Spanish held-out set, under the rules of heldOutSetEs.ts, written blind: from the
 * Spanish pages in src/content alone (and src/lib/site.ts, the page labels in src/i18n and the page
 * paths and page files in src/pages), without sight of the assistant's code, its answers, the other
 * sets (beyond the header and first items of heldOutSetEs10.ts, for the format) or any eval run.
 * Committed on its own before it was measured, and never run or tuned against before that commit.
 * Typed as US Spanish-speaking visitors type on a phone (usted and sometimes tú, accents often left
 * out, English words mixed in), in the visitor's own words rather than the site's, asked on the
 * Spanish pages, and not translated from heldOutSet12.ts. Same spread as heldOutSet12.ts.
 */
const s = site.stats;
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];
const impactPagesEs = ['/es/impact', '/es/impact-report'];
const recognitionPagesEs = ['/es/impact', '/es/verification-documents'];
const freePagesEs = ['/es/contact', '/es/cannabis', '/es/impact'];

export const heldOutSetEs12: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'cual es el telefono de la oficina',
    category: 'firm',
    facts: [site.phone],
    url: '/es/contact',
  },
  {
    question: 'a q hora abren ustedes',
    category: 'firm',
    facts: ['9:00 a. m.'],
    url: '/es/contact',
  },
  {
    question: 'abren los sabados o solo de lunes a viernes?',
    category: 'firm',
    facts: ['viernes'],
    url: '/es/contact',
  },
  {
    question: 'donde queda la oficina de ustedes',
    category: 'firm',
    facts: [site.address.street],
    url: '/es/contact',
  },
  {
    question: 'me pasas el email para mandarles unos documentos',
    category: 'firm',
    facts: [site.email],
    url: '/es/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'vivo en puerto rico, me pueden ayudar desde alla?',
    category: 'firm',
    facts: areaEs,
    url: '/es/contact',
  },
  {
    question: 'estoy en new jersey, trabajan por aca?',
    category: 'firm',
    facts: areaEs,
    url: '/es/contact',
  },
  {
    question: 'soy de waterbury connecticut, me atienden?',
    category: 'firm',
    facts: ['Connecticut'],
    url: '/es/contact',
  },

  // Services
  {
    question: 'me ayudan a sacar la licencia de cannabis? q incluye',
    category: 'services',
    facts: ['comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: 'yo vendia antes de que fuera legal, me pueden ayudar a ponerme legal',
    category: 'services',
    facts: ['sistemas de cumplimiento'],
    url: '/es/cannabis',
  },
  {
    question: 'hay manera de que no me cobren los fees de la aplicacion',
    category: 'services',
    facts: ['exención de tarifas'],
    url: '/es/cannabis',
  },
  {
    question: 'busco un local para dispensario que pase el zoning, me ayudan a buscarlo',
    category: 'services',
    facts: ['zonas de separación'],
    url: '/es/real-estate',
  },
  {
    question: 'quiero comprar mi primera casa y no se por donde empezar',
    category: 'services',
    facts: ['primera vivienda'],
    url: '/es/real-estate',
  },
  {
    question: 'cuanto se ahorra uno con paneles solares mas o menos',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'ustedes hacen logos y branding?',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'necesito el local, la marca y la licencia, se puede todo con ustedes?',
    category: 'services',
    facts: ['Varios servicios'],
    url: ['/es/real-estate', '/es/marketing', '/es/clean-energy'],
  },

  // Figures
  {
    question: 'cuantas horas gratis dan al año',
    category: 'figures',
    facts: ['1,040'],
    url: [...impactPagesEs, '/es'],
  },
  {
    question: 'cuantos clientes han tenido',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/es',
  },

  // Team
  {
    question: 'quien esta a cargo de lo de cannabis',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'con quien hablo si es para bienes raices',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },

  // Programs
  {
    question: 'tienen mentoria gratis para emprendedores?',
    category: 'programs',
    facts: ['horas semanales'],
    url: impactPagesEs,
  },

  // Recognitions
  {
    question: 'la compañia es de minorias? tienen certificacion de eso',
    category: 'recognition',
    facts: ['minorías'],
    url: recognitionPagesEs,
  },

  // Client stories
  {
    question: 'tienen testimonios de gente que compro casa con ustedes',
    category: 'clients',
    facts: ['Chicopee'],
    url: impactPagesEs,
  },
  {
    question: 'quien es andre thompson',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/es/cannabis',
  },

  // History
  {
    question: 'desde q año existe la compañia',
    category: 'history',
    facts: ['2018'],
    url: impactPagesEs,
  },

  // The consultation and the response time
  {
    question: 'la primera consulta es free o se paga',
    category: 'consultation',
    facts: ['hora gratuita'],
    url: freePagesEs,
  },
  {
    question: 'en cuanto tiempo me contestan si lleno el formulario',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },

  // Terms and privacy
  {
    question: 'ustedes son lawyers o solo consultores? necesito asesoria legal',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'cuantos dias tengo pa pagar la factura',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },
  {
    question: 'si lleno el formulario le venden mi info a alguien?',
    category: 'privacy',
    facts: ['No vendemos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y el horario?',
    category: 'followup',
    facts: ['9:00 a. m.'],
    url: '/es/contact',
    before: ['donde estan ubicados'],
  },
  {
    question: 'y en texas?',
    category: 'followup',
    facts: areaEs,
    url: '/es/contact',
    before: ['trabajan en nueva york?'],
  },

  // What the site cannot answer
  { question: 'se puede pagar con tarjeta o solo cash', category: 'unknown', facts: [] },
  { question: 'hay estacionamiento cerca de la oficina', category: 'unknown', facts: [] },
  {
    question: 'cuanto cuesta la licencia de cannabis en massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'estan contratando? busco trabajo', category: 'unknown', facts: [] },
  {
    question: 'tambien hacen tramites de inmigracion o green card?',
    category: 'unknown',
    facts: [],
  },
  { question: 'me pueden hacer los taxes personales', category: 'unknown', facts: [] },
];
