import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The eighth Spanish held-out set, under the rules of heldOutSetEs.ts, written blind: from the
 * Spanish pages in src/content alone (and src/lib/site.ts, the page labels and the page paths),
 * without sight of the assistant's code, its answers, the other sets (beyond the header and first
 * items of heldOutSetEs7.ts, for the format) or any eval run. Written before the round's answering
 * changes, committed on its own and never run or tuned against before that commit. Typed as US
 * Spanish-speaking visitors type (usted and sometimes tú, accents often left out, English words
 * mixed in), in the visitor's own words rather than the site's. Same spread as heldOutSet8.ts.
 *
 * Three questions whose wording a tuning or development set already held (by chance) were
 * removed after the commit: a held-out question must be new (evalChat.test.ts).
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs8: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'cual es el telefono de la oficina? quiero llamar mañana temprano',
    category: 'firm',
    facts: [site.phone],
  },
  {
    question: 'me pasa el correo para mandarles unos documentos por email',
    category: 'firm',
    facts: [site.email],
  },
  {
    question: 'donde queda la oficina? en que calle',
    category: 'firm',
    facts: [site.address.street],
  },
  { question: 'abren los sabados?', category: 'firm', facts: ['viernes'] },

  // Places outside the four states; inside, the state
  {
    question: 'vivo en puerto rico, me pueden ayudar a comprar una casa aca',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'mi hermano quiere abrir un dispensario en illinois, ustedes trabajan alla?',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'estoy en el bronx, ustedes cubren esta zona?',
    category: 'firm',
    facts: ['Nueva York'],
  },

  // Each division's services
  {
    question: 'que hacen exactamente para ayudarme con la solicitud de licencia de cannabis',
    category: 'services',
    facts: ['comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: 'yo vendia antes de que fuera legal, me pueden ayudar a entrar al mercado legal?',
    category: 'services',
    facts: ['mercado tradicional'],
    url: '/es/cannabis',
  },
  {
    question: 'me ayudan con el down payment para mi primera casa? no tengo mucho ahorrado',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'necesito un local pa un dispensario que este lejos de las escuelas, eso lo hacen?',
    category: 'services',
    facts: ['zonas de separación'],
    url: '/es/real-estate',
  },
  {
    question: 'hacen logos y todo lo de la imagen de la marca?',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'puedes revisar si mi techo sirve para paneles solares? tiene muchos arboles cerca',
    category: 'services',
    facts: ['sombras'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito local, marca y la licencia, tengo que contratar a varias compañias?',
    category: 'services',
    facts: ['Varios servicios'],
    url: ['/es/real-estate', '/es/marketing', '/es/clean-energy'],
  },

  // Figures
  {
    question: 'cuanto se puede ahorrar en la factura de luz normalmente',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas pro bono regalan al año',
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

  // Programs and recognitions
  {
    question: 'cuando empieza el acelerador ese para los que vendian antes',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  {
    question: 'son una empresa de minorias certificada? lo necesito pa un grant',
    category: 'recognition',
    facts: ['minorías'],
    url: '/es/impact',
  },

  // Client stories
  {
    question: 'alguna granja ha usado lo de la energia con ustedes? como le fue',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/es/impact',
  },

  // History
  {
    question: 'en que año abrieron la compañia',
    category: 'history',
    facts: [String(site.founded)],
    url: '/es/impact',
  },
  {
    question: 'desde cuando hacen lo de bienes raices',
    category: 'history',
    facts: ['2021'],
    url: '/es/impact',
  },

  // The consultation and the reply
  {
    question: 'la primera cita es gratis o me van a cobrar',
    category: 'consultation',
    facts: ['una hora gratuita'],
    url: '/es/contact',
  },
  {
    question: 'soy solicitante de equidad social certificado, tengo que pagar la consulta?',
    category: 'consultation',
    facts: ['automáticamente'],
    url: '/es/contact',
  },
  {
    question: 'despues que llene el form cuanto tardan en contestarme',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },

  // Terms and privacy

  // Follow-ups
  {
    question: 'ok entonces en que estados si trabajan',
    category: 'followup',
    facts: areaEs,
    before: ['trabajan en texas?'],
  },

  // Two-part questions
  {
    question: 'cual es su telefono y hasta que hora atienden',
    category: 'firm',
    facts: [site.phone, '5:00 p. m.'],
  },

  // What the site cannot answer: the assistant abstains
  {
    question: 'cuanto cobran por hora despues de la consulta gratis',
    category: 'unknown',
    facts: [],
  },
  { question: 'tienen parking en la oficina?', category: 'unknown', facts: [] },
  { question: 'estan contratando? busco trabajo', category: 'unknown', facts: [] },
  {
    question: 'me puedes recomendar un buen abogado de inmigracion',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'cuanto cobra el estado por la licencia de dispensario en massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'aceptan zelle o tarjeta de credito?', category: 'unknown', facts: [] },
];
