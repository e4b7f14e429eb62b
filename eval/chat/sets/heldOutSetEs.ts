import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The Spanish held-out set, under the same rules as heldOutSet.ts: written from the Spanish content
 * before the retrieval it measures, never tuned against. Questions as Spanish-speaking visitors
 * type them: with and without accents, tú and usted, fragments and typos. Facts are figures,
 * names and the words the Spanish pages use.
 */
const s = site.stats;

export const heldOutSetEs: readonly EvalItem[] = [
  { question: 'cual es el telefono', category: 'firm', facts: [site.phone], url: '/es/contact' },
  {
    question: 'me puedes dar su correo',
    category: 'firm',
    facts: [site.email],
    url: '/es/contact',
  },
  { question: 'a q hora cierran', category: 'firm', facts: ['5:00'], url: '/es/contact' },
  {
    question: '¿abren los domingos?',
    category: 'firm',
    facts: ['lunes a viernes'],
    url: '/es/contact',
  },
  {
    question: 'donde queda la oficina',
    category: 'firm',
    facts: [site.address.street, site.address.city],
    url: '/es/contact',
  },
  { question: 'trabajan en connecticut?', category: 'firm', facts: ['Connecticut'] },
  { question: '¿Atienden clientes en Nueva York?', category: 'firm', facts: ['Nueva York'] },

  {
    question: 'necesito ayuda con la solicitud de licencia para mi dispensario',
    category: 'services',
    facts: ['solicitud'],
    url: '/es/cannabis',
  },
  {
    question: '¿ofrecen capacitacion para el personal?',
    category: 'services',
    facts: ['capacitación'],
    url: '/es/cannabis',
  },
  {
    question: 'me ayudan con las exenciones de tarifas del programa de equidad',
    category: 'services',
    facts: ['tarifas'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero poner paneles solares en el techo de mi negocio',
    category: 'services',
    facts: ['solar'],
    url: '/es/clean-energy',
  },
  {
    question: 'hacen auditorias de energia?',
    category: 'services',
    facts: ['auditor'],
    url: '/es/clean-energy',
  },
  {
    question: 'me ayudas a comprar mi primera casa',
    category: 'services',
    facts: ['compradores'],
    url: '/es/real-estate',
  },
  {
    question: 'buscan locales comerciales para un negocio de cannabis',
    category: 'services',
    facts: ['zonificación'],
    url: '/es/real-estate',
  },
  {
    question: '¿diseñan logotipos?',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'como anunciar mi marca de cannabis sin romper las reglas',
    category: 'services',
    facts: ['publicidad'],
    url: '/es/marketing',
  },
  {
    question: '¿Pueden ayudar a un operador tradicional a pasar al mercado legal?',
    category: 'services',
    facts: ['mercado legal'],
    url: '/es/cannabis',
  },

  {
    question: 'cuanto puedo ahorrar en la factura de luz',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: 'de cuanto es el credito tributario federal para solar',
    category: 'figures',
    facts: ['30%'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantos clientes han atendido',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/es/impact',
  },
  {
    question: '¿cuántas horas pro bono dan por semana?',
    category: 'figures',
    facts: ['20'],
    url: '/es/impact',
  },

  {
    question: 'quien dirige mercadeo',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: 'correo de jordan hayes',
    category: 'team',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/es/team',
  },

  {
    question: '¿Cuándo empieza el acelerador?',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  {
    question: 'son una empresa de minorias?',
    category: 'recognition',
    facts: ['minorías'],
    url: '/es/impact',
  },
  {
    question: 'que hicieron para paper city cultivation',
    category: 'clients',
    facts: ['Andre Thompson'],
    url: '/es/cannabis',
  },
  {
    question: 'testimonios de compradores de vivienda',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/es/impact',
  },

  {
    question: 'la primera consulta me cuesta algo?',
    category: 'consultation',
    facts: ['consulta gratuita'],
  },
  {
    question: 'en cuanto tiempo me responden',
    category: 'response',
    facts: ['24 a 48 horas'],
  },
  {
    question: 'cuando vence la factura',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },
  {
    question: '¿guardan las conversaciones del chat?',
    category: 'privacy',
    facts: ['chat'],
    url: '/es/privacy-policy',
  },
  {
    question: 'en que año fundaron la empresa',
    category: 'history',
    facts: [String(site.founded)],
    url: '/es/impact',
  },
  {
    question: 'cuando abrieron la division de energia limpia',
    category: 'history',
    facts: ['2023'],
    url: '/es/impact',
  },

  {
    before: ['¿quién dirige la división de cannabis?'],
    question: '¿y cómo le escribo?',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/es/team',
  },
  {
    before: ['trabajan en rhode island?'],
    question: 'y en nueva york?',
    category: 'followup',
    facts: ['Nueva York'],
  },
  {
    before: ['que es el acelerador del mercado tradicional al legal'],
    question: 'y cuando empieza',
    category: 'followup',
    facts: ['por anunciar'],
    url: '/es/impact',
  },

  { question: '¿hacen trámites de inmigración?', category: 'unknown', facts: [] },
  { question: 'me recomiendan un restaurante en holyoke', category: 'unknown', facts: [] },
  { question: 'arreglan computadoras?', category: 'unknown', facts: [] },
  { question: 'quien gano la serie mundial', category: 'unknown', facts: [] },
  { question: '¿Ofrecen seguro médico?', category: 'unknown', facts: [] },
];
