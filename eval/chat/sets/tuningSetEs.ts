import { figureInProse } from '../../../src/lib/figureInProse.ts';
import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The Spanish tuning set: questions written the way Spanish-speaking visitors type them (with and
 * without accents), answered from the Spanish content twins and linking the /es pages.
 */
const phone = site.phone;
const email = site.email;

export const tuningSetEs: readonly EvalItem[] = [
  {
    question: '¿Cuál es su horario?',
    category: 'firm',
    facts: ['9:00', '5:00'],
    url: '/es/contact',
  },
  {
    question: 'a que hora abren',
    category: 'firm',
    facts: ['lunes a viernes'],
    url: '/es/contact',
  },
  {
    question: '¿Dónde está su oficina?',
    category: 'firm',
    facts: [site.address.street, 'Holyoke'],
    url: '/es/contact',
  },
  {
    question: 'cual es su numero de telefono',
    category: 'firm',
    facts: [phone],
    url: '/es/contact',
  },
  {
    question: '¿Cómo me comunico con ustedes?',
    category: 'firm',
    facts: [phone, email],
    url: '/es/contact',
  },
  {
    question: '¿En qué estados trabajan?',
    category: 'firm',
    facts: ['Nueva York', 'Rhode Island'],
    url: '/es/contact',
  },
  { question: '¿Cuándo se fundó la firma?', category: 'firm', facts: ['2018'], url: '/es/impact' },
  {
    question: '¿Cuál es su correo electrónico?',
    category: 'firm',
    facts: [email],
    url: '/es/contact',
  },
  {
    question: '¿Trabajan los sábados?',
    category: 'firm',
    facts: ['lunes a viernes'],
    url: '/es/contact',
  },
  {
    question: '¿Ayudan con la solicitud de licencia de cannabis?',
    category: 'services',
    facts: ['licencia'],
    url: '/es/cannabis',
  },
  {
    question: 'necesito ayuda para comprar una casa',
    category: 'services',
    facts: ['vivienda'],
    url: '/es/real-estate',
  },
  {
    question: '¿Qué hace la división de mercadeo?',
    category: 'services',
    facts: ['Mercadeo de marca'],
    url: '/es/marketing',
  },
  {
    question: 'quiero paneles solares para mi granja',
    category: 'services',
    facts: ['energía solar'],
    url: '/es/clean-energy',
  },
  {
    question: '¿Hacen mercadeo para dispensarios?',
    category: 'services',
    facts: ['mercadeo'],
    url: '/es/marketing',
  },
  {
    question: '¿Cuánto podría ahorrar con energía solar?',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  {
    question: '¿En cuánto tiempo se recupera la inversión en solar?',
    category: 'figures',
    facts: ['2-4 años'],
    url: '/es/clean-energy',
  },
  {
    question: '¿Cuántas horas pro bono dan al año?',
    category: 'figures',
    facts: [figureInProse(site.stats.proBonoHoursPerYear, 'es')],
    url: '/es/impact',
  },
  {
    question: '¿Quién dirige la división de cannabis?',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: '¿Quién está a cargo de bienes raíces?',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: '¿Qué es el acelerador del mercado tradicional al legal?',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  {
    question: '¿Tienen mentoría pro bono?',
    category: 'programs',
    facts: ['mentoría'],
    url: '/es/impact',
  },
  {
    question: '¿La consulta es gratis?',
    category: 'consultation',
    facts: ['gratuita'],
    url: '/es/contact',
  },
  {
    question: 'soy solicitante de equidad social, ¿pago la consulta?',
    category: 'consultation',
    facts: ['gratuita'],
  },
  {
    question: '¿Cómo verifican mi certificación de equidad social?',
    category: 'consultation',
    facts: ['verificamos'],
    url: '/es/contact',
  },
  {
    question: '¿Qué tan rápido responden?',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },
  {
    question: '¿Cuándo vence el pago?',
    category: 'terms',
    facts: ['30 días'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿Cómo se resuelven las disputas?',
    category: 'terms',
    facts: ['mediación'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿Cuánto cobran?',
    category: 'terms',
    facts: ['no publica precios'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿Venden mis datos personales?',
    category: 'privacy',
    facts: ['No vendemos'],
    url: '/es/privacy-policy',
  },
  { question: '¿Hacen divorcios?', category: 'unknown', facts: [phone, email] },
  { question: '¿Qué tiempo hará mañana en Holyoke?', category: 'unknown', facts: [phone, email] },
  // Added with the general retrieval: content that was not indexed before, history, follow-ups,
  // and questions in tú as well as usted.
  {
    question: '¿Son una empresa de minorías certificada?',
    category: 'recognition',
    facts: ['propiedad de minorías'],
    url: '/es/impact',
  },
  {
    question: 'estan en la camara de comercio?',
    category: 'recognition',
    facts: ['Cámara de Comercio'],
    url: '/es/impact',
  },
  {
    question: 'qué dicen tus clientes de la auditoría de energía',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
  },
  {
    question: '¿Qué pasó en 2022?',
    category: 'history',
    facts: ['2022'],
    url: '/es/impact',
  },
  {
    question: '¿Ustedes son abogados?',
    category: 'terms',
    facts: ['no somos un bufete'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿guardan lo que escribo en el chat?',
    category: 'privacy',
    facts: ['no guardamos las conversaciones del chat'],
    url: '/es/privacy-policy',
  },
  {
    question: '¿tienes servicios de mercadeo para marcas de cannabis?',
    category: 'services',
    facts: ['cannabis'],
    url: '/es/marketing',
  },
  {
    question: '¿y su correo?',
    before: ['¿Quién dirige bienes raíces?'],
    category: 'followup',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/es/team',
  },
  {
    question: '¿y en Connecticut?',
    before: ['¿Trabajan en Rhode Island?'],
    category: 'followup',
    facts: ['Connecticut'],
    url: '/es/contact',
  },
  {
    question: '¿cuándo empieza?',
    before: ['¿Qué es el acelerador?'],
    category: 'followup',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  { question: '¿Están contratando personal?', category: 'unknown', facts: [phone, email] },
  {
    question: '¿me ayudas con mis papeles de inmigración?',
    category: 'unknown',
    facts: [phone, email],
  },
  { question: '¿Cuál es la clave del wifi?', category: 'unknown', facts: [phone, email] },
];
