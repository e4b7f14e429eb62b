import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The second Spanish held-out set (issue 40), under the rules of heldOutSetEs.ts: typed as
 * Spanish-speaking visitors type (with and without accents, tú and usted), committed before the
 * changes it measures, never tuned against. It adds places outside the four states and questions
 * a nearby page covers only in part.
 */
const s = site.stats;

export const heldOutSetEs2: readonly EvalItem[] = [
  { question: 'a que numero los llamo', category: 'firm', facts: [site.phone] },
  { question: 'en que ciudad esta su oficina', category: 'firm', facts: [site.address.city] },
  {
    question: '¿trabajan con clientes en Nueva Jersey?',
    category: 'firm',
    facts: ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'],
  },
  {
    question: 'tengo un negocio en florida, me pueden ayudar',
    category: 'firm',
    facts: ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'],
  },
  {
    question: '¿atienden en Puerto Rico?',
    category: 'firm',
    facts: ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'],
  },
  {
    question: 'quiero saber si califico para el programa de equidad social',
    category: 'services',
    facts: ['elegibilidad'],
    url: '/es/cannabis',
  },
  {
    question: 'necesito un logo nuevo para mi negocio',
    category: 'services',
    facts: ['marca'],
    url: '/es/marketing',
  },
  {
    question: 'busco un local comercial para mi tienda',
    category: 'services',
    facts: ['locales comerciales'],
    url: '/es/real-estate',
  },
  {
    question: 'me ayudan con los reembolsos de la compañía de luz',
    category: 'services',
    facts: ['reembolsos'],
    url: '/es/clean-energy',
  },
  {
    question: 'auditoria de energia para mi negocio',
    category: 'services',
    facts: ['Auditorías de eficiencia energética'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas pro bono hacen al año',
    category: 'figures',
    facts: [s.proBonoHoursPerYear.replace('+', '')],
  },
  { question: 'en que año empezaron', category: 'history', facts: [String(site.founded)] },
  {
    question: '¿son una empresa certificada de minorías?',
    category: 'recognition',
    facts: ['minorías'],
  },
  { question: 'la primera consulta cuesta algo?', category: 'consultation', facts: ['gratuita'] },
  { question: 'cuanto cobran por hora', category: 'unknown', facts: [] },
  { question: '¿tienen estacionamiento?', category: 'unknown', facts: [] },
  { question: 'me pueden ayudar con un problema de inmigración', category: 'unknown', facts: [] },
  { question: 'aceptan pagos con tarjeta de credito', category: 'unknown', facts: [] },
];
