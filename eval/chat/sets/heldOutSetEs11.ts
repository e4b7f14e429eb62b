import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The eleventh Spanish held-out set, under the rules of heldOutSetEs.ts, written blind: from the
 * Spanish pages in src/content alone (and src/lib/site.ts, the page labels and the page paths),
 * without sight of the assistant's code, its answers, the other sets (beyond the header and first
 * items of heldOutSetEs10.ts, for the format) or any eval run. Written before the round's answering
 * changes were measured on it, committed on its own and never run or tuned against before that
 * commit. Typed as US Spanish-speaking visitors type (usted and sometimes tú, accents often left
 * out, English words mixed in), in the visitor's own words rather than the site's, and not
 * translated from heldOutSet11.ts. Same spread as heldOutSet11.ts.
 */
const s = site.stats;
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];
const impactPagesEs = ['/es/impact', '/es/impact-report'];

export const heldOutSetEs11: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'necesito el numero pa llamarlos',
    category: 'firm',
    facts: [site.phone],
    url: '/es/contact',
  },
  {
    question: 'tienen email? le quiero mandar unos papeles',
    category: 'firm',
    facts: [site.email],
    url: '/es/contact',
  },
  {
    question: 'en que ciudad queda la oficina de ustedes',
    category: 'firm',
    facts: [site.address.city],
    url: '/es/contact',
  },
  {
    question: 'hasta que hora atienden en la tarde',
    category: 'firm',
    facts: ['5:00 p. m.'],
    url: '/es/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'vivo en puerto rico, me pueden ayudar a sacar una licencia alla?',
    category: 'firm',
    facts: areaEs,
    url: '/es/contact',
  },
  {
    question: 'estoy en providence, atienden clientes en rhode island?',
    category: 'firm',
    facts: ['Rhode Island'],
    url: '/es/contact',
  },
  {
    question: 'me ayudan con la certificacion de equidad de la ciudad de boston tambien?',
    category: 'firm',
    facts: ['Ciudad de Boston'],
    url: ['/es/contact', '/es/cannabis'],
  },

  // Services
  {
    question: 'el pueblo me pide un acuerdo antes de abrir el dispensario, ustedes hacen eso?',
    category: 'services',
    facts: ['comunidad anfitriona'],
    url: '/es/cannabis',
  },
  {
    question: 'yo vendia desde antes que fuera legal, todavia puedo sacar licencia?',
    category: 'services',
    facts: ['experiencia cuenta'],
    url: '/es/cannabis',
  },
  {
    question: 'es mi primera casa y no se cuanto puedo gastar, me orientan?',
    category: 'services',
    facts: ['presupuesto realista'],
    url: '/es/real-estate',
  },
  {
    question: 'busco un local para un dispensario, ustedes chequean el zoning?',
    category: 'services',
    facts: ['zonificación'],
    url: '/es/real-estate',
  },
  {
    question: 'se puede anunciar cannabis en redes sociales? no quiero perder mi licencia',
    category: 'services',
    facts: ['reglas de publicidad'],
    url: '/es/marketing',
  },
  {
    question: 'cuanto me ahorro en la factura de luz si pongo paneles solares',
    category: 'services',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'hay algun credito de taxes federal por poner solar?',
    category: 'services',
    facts: ['30%'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito local, marca y la licencia, tengo que contratar cada cosa por separado?',
    category: 'services',
    facts: ['Varios servicios'],
    url: ['/es/real-estate', '/es/marketing', '/es/clean-energy'],
  },

  // Figures
  {
    question: 'cuantas horas de trabajo gratis dan al año',
    category: 'figures',
    facts: ['1,040'],
    url: ['/es', ...impactPagesEs],
  },
  {
    question: 'a cuantos emprendedores han apoyado hasta ahora',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: impactPagesEs,
  },

  // People
  {
    question: 'quien es el encargado de lo del cannabis',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'alexis es realtor con licencia o como',
    category: 'team',
    facts: ['agente de ventas'],
    url: '/es/team',
  },

  // Programs and recognitions
  {
    question: 'tienen algun programa en grupo para los que venimos del mercado de la calle',
    category: 'programs',
    facts: ['Acelerador'],
    url: '/es/impact',
  },
  {
    question: 'la empresa es de minorias? lo necesito pa un contrato',
    category: 'recognition',
    facts: ['minorías'],
    url: ['/es/impact', '/es/verification-documents'],
  },

  // Client stories and history
  {
    question: 'alguien a sacado la licencia con ustedes? algun testimonio',
    category: 'clients',
    facts: ['licencia provisional'],
    url: ['/es/cannabis', ...impactPagesEs],
  },
  {
    question: 'ayudaron a alguien a comprar casa en chicopee?',
    category: 'clients',
    facts: ['Karen Li'],
    url: ['/es/real-estate', ...impactPagesEs],
  },

  // Consultation, response time, terms and privacy
  {
    question: 'todavia no tengo la certificacion de equidad, me cobran la consulta?',
    category: 'consultation',
    facts: ['hora gratuita'],
    url: ['/es/contact', '/es/cannabis'],
  },
  {
    question: 'despues que mando el form en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },
  {
    question: 'ustedes son abogados o no? quiero saber si mi contrato de renta esta bien',
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
    question: 'lo que escribo aqui en el chat se queda guardado?',
    category: 'privacy',
    facts: ['no guardamos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups and two-part questions
  {
    question: 'y como le escribo a esa persona',
    category: 'followup',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/es/team',
    before: ['quien se encarga de lo de energia solar'],
  },
  {
    question: 'y en nueva york tambien?',
    category: 'followup',
    facts: ['Nueva York'],
    url: '/es/contact',
    before: ['trabajan en connecticut?'],
  },
  {
    question: 'cuando empezaron y en que ciudad',
    category: 'history',
    facts: [String(site.founded), 'Holyoke'],
    url: ['/es', ...impactPagesEs],
  },

  // What the site cannot answer
  { question: 'cuanto cobran la hora despues de la consulta', category: 'unknown', facts: [] },
  { question: 'hay donde estacionar cerca de la oficina?', category: 'unknown', facts: [] },
  {
    question: 'cuanto cuesta la licencia de dispensario en massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'estan contratando? ando buscando trabajo', category: 'unknown', facts: [] },
  { question: 'me ayudan con mis taxes personales?', category: 'unknown', facts: [] },
  {
    question: 'y cuanto sale uno mas o menos',
    category: 'unknown',
    facts: [],
    before: ['hacen logos?'],
  },
];
