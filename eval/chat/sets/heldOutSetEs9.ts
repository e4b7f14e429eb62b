import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The ninth Spanish held-out set, under the rules of heldOutSetEs.ts, written blind: from the
 * Spanish pages in src/content alone (and src/lib/site.ts, the page labels and the page paths),
 * without sight of the assistant's code, its answers, the other sets (beyond the header and first
 * items of heldOutSetEs8.ts, for the format) or any eval run. Written before the round's answering
 * changes, committed on its own and never run or tuned against before that commit. Typed as US
 * Spanish-speaking visitors type (usted and sometimes tú, accents often left out, English words
 * mixed in), in the visitor's own words rather than the site's, and not translated from
 * heldOutSet9.ts. Same spread as heldOutSet9.ts.
 *
 * Measured once as written (issue 40, eighth round: English 71.2 % helped and 1.4 % wrong, Spanish
 * 78.4 % and 16.2 %), then opened: that round read its misses to find general rules, as rounds
 * before had read sets 1 and 2, so its figures after that round are not a clean measure; set 10
 * (heldOutSet10.ts), written blind the same way, is.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs9: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'me da el numero de telefono porfa, quiero sacar una cita',
    category: 'firm',
    facts: [site.phone],
    url: '/es/contact',
  },
  {
    question: 'a que email les escribo para mandarles mis papeles?',
    category: 'firm',
    facts: [site.email],
    url: '/es/contact',
  },
  {
    question: 'la oficina esta en holyoke verdad? cual es la direccion exacta',
    category: 'firm',
    facts: [site.address.street],
    url: '/es/contact',
  },
  {
    question: 'hasta que hora atienden entre semana?',
    category: 'firm',
    facts: ['5:00 p. m.'],
    url: '/es/contact',
  },
  {
    question: 'trabajan los domingos o solo de lunes a viernes',
    category: 'firm',
    facts: ['viernes'],
    url: '/es/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'estoy en florida, me pueden ayudar con una licencia de cannabis aqui?',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'tengo un restaurante en new jersey, ustedes me harian el marketing alla',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'vivo en hartford, atienden clientes de connecticut?',
    category: 'firm',
    facts: ['Connecticut'],
    url: ['/es/contact', '/es/cannabis'],
  },
  {
    question: 'soy de queens, me ayudan con la certificacion de equidad social en nueva york',
    category: 'firm',
    facts: ['Nueva York'],
    url: ['/es/contact', '/es/cannabis'],
  },

  // Services
  {
    question: 'que me incluye la ayuda con la aplicacion para la licencia de cannabis?',
    category: 'services',
    facts: ['comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: 'yo vendia antes de que fuera legal, me sirve eso para entrar al mercado legal?',
    category: 'services',
    facts: ['experiencia cuenta'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero comprar mi primera casa pero no me alcanza para el down payment',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'me pueden diseñar el logo y toda la imagen de mi negocio?',
    category: 'services',
    facts: ['identidad visual'],
    url: '/es/marketing',
  },
  {
    question: 'como funciona la auditoria de energia, que revisan',
    category: 'services',
    facts: ['período de recuperación'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito local, licencia y marca, tengo que contratar a tres compañias distintas?',
    category: 'services',
    facts: ['Varios servicios'],
    url: ['/es/real-estate', '/es/marketing', '/es/clean-energy'],
  },

  // Figures
  {
    question: 'mas o menos cuanto me puedo ahorrar en el bill de la luz',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas de trabajo gratis dan al año?',
    category: 'figures',
    facts: ['1,040'],
    url: '/es/impact',
  },

  // People
  {
    question: 'quien es el encargado de la parte de cannabis y a que correo le escribo',
    category: 'team',
    facts: ['Jordan Hayes', 'jordan@legacyequitygroup.example'],
    url: '/es/team',
  },

  // Programs
  {
    question: 'tienen mentoria gratis para emprendedores? cuantas horas a la semana',
    category: 'programs',
    facts: ['20 horas'],
    url: '/es/impact',
  },
  {
    question: 'cuando empieza el programa acelerador para los del mercado tradicional',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },

  // Recognitions
  {
    question: 'ustedes estan certificados como empresa de minorias?',
    category: 'recognition',
    facts: ['minorías'],
    url: '/es/impact',
  },

  // Client stories
  {
    question: 'alguien ha sacado la licencia provisional a la primera con ustedes?',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: '/es/impact',
  },
  {
    question: 'conocen a alguien que compro su primera casa con su ayuda',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/es/impact',
  },

  // History
  {
    question: 'en que año abrieron la empresa?',
    category: 'history',
    facts: ['2018'],
    url: '/es/impact',
  },

  // The free consultation
  {
    question: 'cuanto dura la consulta gratis?',
    category: 'consultation',
    facts: ['una hora'],
    url: ['/es/contact', '/es/cannabis', '/es/impact', '/es/terms-of-service'],
  },
  {
    question: 'tengo la certificacion de equidad social, me cobran la primera consulta?',
    category: 'consultation',
    facts: ['automáticamente'],
    url: ['/es/contact', '/es/impact', '/es/terms-of-service'],
  },

  // Response time
  {
    question: 'ya llene el form, en cuanto tiempo me contestan?',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },

  // Terms and privacy
  {
    question: 'ustedes son abogados o no?',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'se guarda lo que le escribo a este chat?',
    category: 'privacy',
    facts: ['no guardamos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y si soy solicitante de equidad social?',
    category: 'followup',
    facts: ['24 horas'],
    url: '/es/contact',
    before: ['ya llene el form, en cuanto tiempo me contestan?'],
  },
  {
    question: 'y lo de bienes raices desde cuando lo hacen',
    category: 'followup',
    facts: ['2021'],
    url: '/es/impact',
    before: ['en que año abrieron la empresa?'],
  },

  // What the site does not say: the assistant must abstain
  {
    question: 'cuanto cobran por hora despues de la consulta gratis',
    category: 'unknown',
    facts: [],
  },
  { question: 'me pueden ayudar a sacar la green card?', category: 'unknown', facts: [] },
  {
    question: 'hay parqueo en la oficina o tengo que buscar en la calle',
    category: 'unknown',
    facts: [],
  },
  { question: 'aceptan pagos por zelle?', category: 'unknown', facts: [] },
  { question: 'estan contratando? busco trabajo', category: 'unknown', facts: [] },
  {
    question: 'cuanto cuesta la licencia de cultivo en connecticut',
    category: 'unknown',
    facts: [],
  },
];
