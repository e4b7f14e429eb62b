import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The third Spanish development set: tuned against, unlike the held-out sets, but written the same
 * way as heldOutSetEs7.ts: from the Spanish pages in src/content alone (and src/lib/site.ts),
 * without sight of the assistant's code or answers, typed as US Spanish-speaking visitors type
 * (usted and sometimes tú, accents often left out, English words mixed in), most services asked in
 * the visitor's own words. Same spread as devSet3.ts.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const devSetEs3: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'cual es la direccion exacta, la calle y el numero',
    category: 'firm',
    facts: ['200 High Street'],
  },
  {
    question: 'a que numero llamo si tengo preguntas de una casa que quiero comprar',
    category: 'firm',
    facts: [site.phone],
  },

  // Places outside the four states; inside, the state
  {
    question: 'ustedes trabajan en carolina del norte',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'estoy en orlando buscando casa, me pueden ayudar',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'me mudo a virginia, me ayudan a comprar casa alla',
    category: 'firm',
    facts: areaEs,
  },
  { question: 'vivo en waterbury, trabajan por alla?', category: 'firm', facts: ['Connecticut'] },
  { question: 'tengo un local en yonkers, me atienden?', category: 'firm', facts: ['Nueva York'] },

  // Services, in the visitor's words
  {
    question: 'necesito que me escriban como se hacen las cosas en la tienda paso por paso',
    category: 'services',
    facts: ['Procedimientos operativos estándar'],
    url: '/es/cannabis',
  },
  {
    question: 'me ayudan a juntar las pruebas para la certificacion de equidad',
    category: 'services',
    facts: ['recopilación de pruebas'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero mandarle un newsletter a mis clientes cada mes, ustedes lo hacen?',
    category: 'services',
    facts: ['boletines'],
    url: '/es/marketing',
  },
  {
    question: 'el cuarto de cultivo esta muy humedo, me ayudan a calcular los equipos',
    category: 'services',
    facts: ['deshumidificación'],
    url: '/es/clean-energy',
  },
  {
    question: 'revisan si el edificio aguanta la electricidad que necesito antes de firmar',
    category: 'services',
    facts: ['capacidad de servicios públicos'],
    url: '/es/real-estate',
  },
  {
    question: 'quien me lleva las fechas limite cuando estoy comprando la propiedad',
    category: 'services',
    facts: ['debida diligencia'],
    url: '/es/real-estate',
  },
  {
    question: 'me dicen la verdad si el negocio no me conviene o me empujan a comprar',
    category: 'services',
    facts: ['con franqueza'],
    url: '/es/real-estate',
  },

  // Figures, people, programs, recognition, client stories, history
  {
    question: 'cuantos años llevan haciendo este trabajo',
    category: 'figures',
    facts: ['7'],
  },
  {
    question: 'cuantos grupos han logrado su licencia o se asociaron con ustedes',
    category: 'figures',
    facts: ['10'],
  },
  {
    question: 'con quien hablo si quiero poner paneles solares',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: 'jordan le enseña a otra gente lo del programa de equidad?',
    category: 'team',
    facts: ['asistencia técnica'],
    url: '/es/team',
  },
  {
    question: 'el acelerador va a tener mentores?',
    category: 'programs',
    facts: ['mentores'],
    url: '/es/impact',
  },
  {
    question: 'quien les dio la certificacion de minorias',
    category: 'recognition',
    facts: ['diversidad de proveedores'],
    url: '/es/impact',
  },
  {
    question: 'alguien ha conseguido un prestamista gracias a ustedes',
    category: 'clients',
    facts: ['Jose Ramirez'],
    url: ['/es/impact', '/es/cannabis'],
  },
  {
    question: 'que dice robert fairbanks de ustedes',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/es/impact',
  },
  {
    question: 'en que año llegaron a trabajar en los cuatro estados',
    category: 'history',
    facts: ['2024'],
  },

  // The consultation and response time
  {
    question: 'en la consulta de energia que es lo que revisan',
    category: 'consultation',
    facts: ['facturas de energía'],
    url: '/es/clean-energy',
  },
  {
    question: 'si hago la hora gratis de bienes raices me comprometo a algo?',
    category: 'consultation',
    facts: ['Sin presiones'],
    url: '/es/real-estate',
  },
  {
    question: 'ustedes le contestan a todo el que manda la solicitud?',
    category: 'response',
    facts: ['24 a 48 horas'],
  },

  // Legal and privacy pages
  {
    question: 'puedo copiar textos de su pagina pa mi negocio',
    category: 'terms',
    facts: ['pertenece'],
    url: '/es/terms-of-service',
  },
  {
    question: 'si necesito un abogado ustedes me dicen?',
    category: 'terms',
    facts: ['le recomendaremos un abogado'],
    url: '/es/terms-of-service',
  },
  {
    question: 'saben donde estoy cuando entro a la pagina',
    category: 'privacy',
    facts: ['ubicación aproximada'],
    url: '/es/privacy-policy',
  },
  {
    question: 'usan una computadora pa decidir cosas de mi con mis datos?',
    category: 'privacy',
    facts: ['decisiones automatizadas'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y que logro con ustedes',
    before: ['quien es marcus bell'],
    category: 'followup',
    facts: ['licencia provisional'],
  },
  {
    question: 'y como escogen al instalador',
    before: ['ustedes ayudan con paneles solares?'],
    category: 'followup',
    facts: ['ofertas'],
  },

  // Two-part question
  {
    question: 'quien dirige lo de cannabis y cual es su correo',
    category: 'team',
    facts: ['Jordan Hayes', 'jordan@legacyequitygroup.example'],
  },

  // Not on the site
  { question: 'me ayudan a solicitar los cupones de comida', category: 'unknown', facts: [] },
  {
    question: 'cuanto cuesta un sistema solar pa una casa',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'cuando es la proxima reunion de la comision de cannabis',
    category: 'unknown',
    facts: [],
  },
  { question: 'tienen programa de referidos', category: 'unknown', facts: [] },
  { question: 'cuanto le pagan a los consultores', category: 'unknown', facts: [] },
  { question: 'que marca de luces led es la mejor', category: 'unknown', facts: [] },
  { question: 'tienen una app pal celular', category: 'unknown', facts: [] },
];
