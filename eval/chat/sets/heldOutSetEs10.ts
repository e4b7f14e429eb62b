import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The tenth Spanish held-out set, under the rules of heldOutSetEs.ts, written blind: from the
 * Spanish pages in src/content alone (and src/lib/site.ts, the page labels and the page paths),
 * without sight of the assistant's code, its answers, the other sets (beyond the header and first
 * items of heldOutSetEs8.ts, for the format) or any eval run. Written before the round's answering
 * changes were measured on it, committed on its own and never run or tuned against before that
 * commit. Typed as US Spanish-speaking visitors type (usted and sometimes tú, accents often left
 * out, English words mixed in), in the visitor's own words rather than the site's, and not
 * translated from heldOutSet10.ts. Same spread as heldOutSet10.ts.
 *
 * The clean set of issue 40's eighth round (English 69.4 % helped and 9.7 % wrong, Spanish 83.8 %
 * and 8.1 %, unchanged by that round), then opened in the ninth: its misses were read to find
 * general rules, so its figures after that are not a clean measure; set 11 (heldOutSet11.ts),
 * written blind the same way, is.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs10: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'me da el numero de telefono porfa, quiero hablar con alguien hoy',
    category: 'firm',
    facts: [site.phone],
    url: '/es/contact',
  },
  {
    question: 'a que correo les escribo para pedir mas info',
    category: 'firm',
    facts: [site.email],
    url: '/es/contact',
  },
  {
    question: 'cual es la direccion exacta? voy a pasar en persona',
    category: 'firm',
    facts: [site.address.street],
    url: '/es/contact',
  },
  {
    question: 'trabajan los domingos o nomas entre semana',
    category: 'firm',
    facts: ['viernes'],
    url: '/es/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'estoy en texas, me pueden ayudar con una licencia de cannabis aca',
    category: 'firm',
    facts: areaEs,
    url: '/es/contact',
  },
  {
    question: 'soy del bronx, ustedes dan servicio en nueva york?',
    category: 'firm',
    facts: ['Nueva York'],
    url: '/es/contact',
  },

  // Services
  {
    question: 'me ayudan con la aplicacion para la licencia de cannabis? que incluye',
    category: 'services',
    facts: ['comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: 'yo vendia antes de que fuera legal, todavia me pueden ayudar a sacar la licencia?',
    category: 'services',
    facts: ['mercado tradicional al legal'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero comprar mi primera casa pero no se ni por donde empezar',
    category: 'services',
    facts: ['primera vivienda'],
    url: '/es/real-estate',
  },
  {
    question:
      'busco un local para un dispensario, me ayudan a ver lo de la zonificacion y las escuelas cerca?',
    category: 'services',
    facts: ['zonas de separación'],
    url: '/es/real-estate',
  },
  {
    question: 'me pueden hacer el logo y la imagen de mi negocio?',
    category: 'services',
    facts: ['identidad visual'],
    url: '/es/marketing',
  },
  {
    question: 'cuanto me puedo ahorrar si pongo paneles solares en el negocio',
    category: 'services',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito licencia, local y marca, tengo que contratar cada cosa por separado?',
    category: 'services',
    facts: ['Varios servicios'],
    url: '/es/real-estate',
  },

  // Figures
  {
    question: 'cuantas horas pro bono dan al año mas o menos',
    category: 'figures',
    facts: ['1,040'],
    url: '/es/impact',
  },

  // People
  {
    question: 'quien esta a cargo de la parte de cannabis',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'alexis morgan de que se encarga exactamente?',
    category: 'team',
    facts: ['Mercadeo y Energía Limpia'],
    url: '/es/team',
  },

  // Programs
  {
    question: 'tienen mentoria gratis para emprendedores de equidad social? cuantas horas',
    category: 'programs',
    facts: ['20 horas'],
    url: '/es/impact',
  },
  {
    question: 'cuando empieza el acelerador para los que estaban en el mercado tradicional',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },

  // Recognitions
  {
    question: 'ustedes son una empresa de minorias certificada?',
    category: 'recognition',
    facts: ['propiedad de minorías'],
    url: '/es/impact',
  },

  // Client stories
  {
    question: 'alguien ya saco su licencia con ustedes? cuentenme',
    category: 'clients',
    facts: ['licencia provisional'],
    url: '/es/impact',
  },

  // History
  {
    question: 'en que año empezaron y en que ciudad',
    category: 'history',
    facts: ['2018', 'Holyoke'],
    url: '/es/impact',
  },

  // The consultation
  {
    question: 'la primera consulta me va a costar algo?',
    category: 'consultation',
    facts: ['hora gratuita'],
    url: ['/es/contact', '/es/cannabis', '/es/real-estate', '/es/impact', '/es/terms-of-service'],
  },
  {
    question: 'como verifican que si soy solicitante de equidad social certificado',
    category: 'consultation',
    facts: ['antes de su primera reunión'],
    url: ['/es/contact', '/es/impact', '/es/terms-of-service'],
  },

  // Response time
  {
    question: 'ya mande el formulario, en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },

  // Terms
  {
    question: 'en cuantos dias hay que pagar la factura',
    category: 'terms',
    facts: ['30 días'],
    url: '/es/terms-of-service',
  },
  {
    question: 'ustedes son abogados? me pueden dar un consejo legal sobre mi contrato',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },

  // Privacy
  {
    question: 'venden mis datos a otras compañias?',
    category: 'privacy',
    facts: ['no vendemos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'se guarda lo que escribo aqui en el chat?',
    category: 'privacy',
    facts: ['no guardamos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y tiene email directo?',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/es/team',
    before: ['quien esta a cargo de la parte de cannabis'],
  },
  {
    question: 'y en cuanto tiempo se recupera lo que invierto',
    category: 'followup',
    facts: ['2-4 años'],
    url: '/es/clean-energy',
    before: ['cuanto me puedo ahorrar si pongo paneles solares en el negocio'],
  },
  {
    question: 'ok y a que hora cierran',
    category: 'followup',
    facts: ['5:00 p. m.'],
    url: '/es/contact',
    before: ['a que correo les escribo para pedir mas info'],
  },

  // What the site cannot answer
  { question: 'tienen estacionamiento cerca de la oficina?', category: 'unknown', facts: [] },
  { question: 'me pueden ayudar con mis papeles de inmigracion', category: 'unknown', facts: [] },
  {
    question: 'cuanto cuesta exactamente la licencia de un dispensario en massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'aceptan zelle o tarjeta de credito', category: 'unknown', facts: [] },
  { question: 'estan contratando? busco trabajo part time', category: 'unknown', facts: [] },
  {
    question: 'la consulta se puede hacer por videollamada o tengo que ir?',
    category: 'unknown',
    facts: [],
  },
];
