import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fourth Spanish development set: the plain, most common questions a first-time visitor asks,
 * written from the content (the Spanish pages in src/content: the divisions, services, FAQ, team,
 * timeline, recognitions, testimonials and the legal pages; src/lib/site.ts and the Spanish office
 * hours in src/content/facts/es/firm.json; src/i18n/es for the page text); tuned against, not held
 * out. Typed as US Spanish speakers type (usted or tú, accents left out, some Spanglish), the same
 * few needs as devSet4.ts in several phrasings, some follow-ups, and about one in six that the
 * site cannot answer.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];
const booking = ['/es/contact', '/es/book'];
const free = ['/es/contact', '/es/cannabis', '/es', '/es/impact', '/es/terms-of-service'];
const founding = ['/es', '/es/impact', '/es/impact-report', '/es/verification-documents'];
const overview = ['/es', '/es/terms-of-service'];
const stories = ['/es/impact', '/es/impact-report', '/es/cannabis'];
const team = ['Jordan Hayes', 'Alexis Morgan'];

export const devSetEs4: readonly EvalItem[] = [
  // Horario
  { question: 'cual es su horario', category: 'firm', facts: ['9:00 a. m.', '5:00 p. m.'] },
  { question: 'a que hora abren?', category: 'firm', facts: ['9:00 a. m.'] },
  { question: 'abren los sabados tambien?', category: 'firm', facts: ['Lunes a viernes'] },
  {
    question: 'estan abiertos ahorita?',
    category: 'firm',
    facts: ['9:00 a. m.', '5:00 p. m.'],
  },

  // La oficina, el teléfono y el correo
  { question: 'donde estan ubicados', category: 'firm', facts: [site.address.street] },
  { question: '¿En qué ciudad queda la oficina?', category: 'firm', facts: [site.address.city] },
  { question: 'cual es su numero de telefono porfa', category: 'firm', facts: [site.phone] },
  { question: 'me pasas el email porfa', category: 'firm', facts: [site.email] },

  // Pedir una consulta
  {
    question: 'como hago una cita',
    category: 'consultation',
    facts: [site.phone],
    url: booking,
  },
  {
    question: 'la consulta es gratis?',
    category: 'consultation',
    facts: ['consulta gratuita'],
    url: free,
  },
  {
    question: 'cuanto dura la consulta',
    category: 'consultation',
    facts: ['una hora gratuita'],
    url: free,
  },

  // Lo que cuesta
  {
    question: 'cuanto cobran',
    category: 'terms',
    facts: ['carta de contratación'],
    url: '/es/terms-of-service',
  },
  {
    question: 'en cuantos dias tengo que pagar la factura',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },

  // Quién dirige la firma
  { question: 'quien es el dueño', category: 'team', facts: team, url: '/es/team' },
  {
    question: '¿Quién está a cargo de la empresa?',
    category: 'team',
    facts: team,
    url: '/es/team',
  },

  // Desde cuándo y dónde
  {
    question: 'desde cuando existen',
    category: 'history',
    facts: [String(site.founded)],
    url: founding,
  },
  {
    question: 'donde empezaron',
    category: 'history',
    facts: [site.address.city],
    url: founding,
  },

  // Lo que hacen, y cada división
  {
    question: 'que hacen ustedes',
    category: 'services',
    facts: ['bienes raíces', 'energía limpia'],
    url: overview,
  },
  {
    question: 'ayudan con bienes raices',
    category: 'services',
    facts: ['vivienda'],
    url: '/es/real-estate',
  },
  {
    question: 'me pueden ayudar con paneles solares',
    category: 'services',
    facts: ['solar'],
    url: '/es/clean-energy',
  },
  { question: 'hacen marketing?', category: 'services', facts: ['marca'], url: '/es/marketing' },
  {
    question: 'me ayudan a sacar la licencia de cannabis',
    category: 'services',
    facts: ['solicitud de licencia'],
    url: '/es/cannabis',
  },
  {
    question: 'que es equidad social',
    category: 'services',
    facts: ['prohibición'],
    url: '/es/cannabis',
  },
  {
    question: 'califico para social equity?',
    category: 'services',
    facts: ['elegibilidad'],
    url: '/es/cannabis',
  },

  // Dónde trabajan: fuera de los cuatro estados, los cuatro estados
  { question: 'trabajan en florida', category: 'firm', facts: areaEs },
  { question: 'tienen servicio en puerto rico', category: 'firm', facts: areaEs },
  { question: 'trabajan en new york', category: 'firm', facts: ['Nueva York'] },

  // Respuesta, reseñas, cifras, credenciales
  {
    question: 'en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: ['/es/contact', '/es'],
  },
  {
    question: 'que dicen sus clientes de ustedes',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: stories,
  },
  {
    question: 'cuantos clientes han tenido hasta ahora',
    category: 'figures',
    facts: ['20'],
    url: ['/es', '/es/impact'],
  },
  {
    question: 'estan certificados?',
    category: 'recognition',
    facts: ['propiedad de minorías'],
    url: ['/es/impact', '/es/verification-documents'],
  },

  // Privacidad y términos
  {
    question: 'venden mis datos?',
    category: 'privacy',
    facts: ['No vendemos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'como borro mis datos',
    category: 'privacy',
    facts: ['eliminemos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'son abogados?',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'me garantizan que me dan la licencia',
    category: 'terms',
    facts: ['no podemos garantizar'],
    url: '/es/terms-of-service',
  },

  // Seguimientos
  {
    question: 'y los domingos?',
    before: ['cual es su horario?'],
    category: 'followup',
    facts: ['Lunes a viernes'],
  },
  {
    question: 'como lo contacto?',
    before: ['quien ve lo de cannabis'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/es/team',
  },
  {
    question: 'y en new jersey?',
    before: ['trabajan en connecticut?'],
    category: 'followup',
    facts: areaEs,
  },

  // Lo que el sitio no dice
  { question: 'estan contratando?', category: 'unknown', facts: [] },
  { question: 'aceptan tarjeta de credito', category: 'unknown', facts: [] },
  { question: 'hay estacionamiento?', category: 'unknown', facts: [] },
  { question: 'abren los dias feriados', category: 'unknown', facts: [] },
  { question: 'si no me sale bien me devuelven el dinero', category: 'unknown', facts: [] },
  { question: 'cuanto cuesta la licencia del estado', category: 'unknown', facts: [] },
  { question: 'me pueden hacer los taxes', category: 'unknown', facts: [] },
];
