import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The sixth Spanish held-out set, under the rules of heldOutSetEs.ts: written from the Spanish pages
 * in src/content alone (and src/lib/site.ts), without sight of the assistant's code or answers,
 * typed as US Spanish-speaking visitors type (usted, accents often left out, English words mixed
 * in), committed on its own before the answering changes it measures and never run or tuned
 * against before that commit. Same spread as heldOutSet6.ts.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const heldOutSetEs6: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'cual es el numero de telefono de ustedes', category: 'firm', facts: [site.phone] },
  { question: 'a que hora cierran la oficina', category: 'firm', facts: ['5:00 p. m.'] },
  { question: 'cual es el zip code de la oficina', category: 'firm', facts: ['01040'] },

  // Places outside the four states; inside, the state
  {
    question: 'ustedes trabajan en puerto rico? tengo un negocio alla',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'estoy en new jersey, me pueden ayudar con la licencia',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'hacen consultoria en la republica dominicana',
    category: 'firm',
    facts: areaEs,
  },
  { question: 'trabajan en el bronx?', category: 'firm', facts: ['Nueva York'] },

  // Services
  {
    question: 'necesito ayuda con el plan de seguridad para la solicitud de licencia',
    category: 'services',
    facts: ['planes de seguridad'],
    url: '/es/cannabis',
  },
  {
    question: 'me ayudan a conseguir la exencion de tarifas del programa de equidad',
    category: 'services',
    facts: ['exención de tarifas'],
    url: '/es/cannabis',
  },
  {
    question: 'hacen el tracking de seed to sale',
    category: 'services',
    facts: ['semilla a la venta'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero comprar mi primera casa, me ayudan con el down payment?',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'buscan locales que cumplan con la zonificacion para un dispensario',
    category: 'services',
    facts: ['zonificación'],
    url: '/es/real-estate',
  },
  {
    question: 'como saben cuanta luz va a producir el sistema solar antes de instalarlo',
    category: 'services',
    facts: ['producción'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito un logo nuevo para mi negocio',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'ustedes manejan el contenido de redes sociales',
    category: 'services',
    facts: ['redes sociales'],
    url: '/es/marketing',
  },

  // Figures, people, programs, recognition, client stories, history
  {
    question: 'de cuanto es el credito federal por poner paneles solares',
    category: 'figures',
    facts: ['30%'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas a la semana dan de mentoria gratis',
    category: 'figures',
    facts: ['20 horas'],
  },
  {
    question: 'quien se encarga de bienes raices alla',
    category: 'team',
    facts: ['Alexis Morgan'],
  },
  {
    question: 'jordan tiene experiencia con licencias en massachusetts?',
    category: 'team',
    facts: ['Siete años'],
    url: '/es/team',
  },
  {
    question: 'que incluye el acelerador del mercado tradicional al legal',
    category: 'programs',
    facts: ['talleres'],
    url: '/es/impact',
  },

  {
    question: 'han ayudado a alguien a comprar casa? tienen algun testimonio',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/es/impact',
  },
  {
    question: 'quien es simone grant',
    category: 'clients',
    facts: ['Riverbend Wellness'],
    url: '/es/cannabis',
  },
  { question: 'cuando empezaron con la energia limpia', category: 'history', facts: ['2023'] },

  // The consultation and response time
  {
    question: 'si no soy solicitante de equidad la consulta me sale gratis?',
    category: 'consultation',
    facts: ['una hora gratuita'],
  },

  {
    question: 'en cuanto tiempo me contestan despues de mandar el formulario',
    category: 'response',
    facts: ['24 a 48 horas'],
  },

  // Legal and privacy pages
  {
    question: 'ustedes son abogados? me pueden dar asesoria legal',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'que pasa si tenemos un problema con ustedes, hay que ir a la corte?',
    category: 'terms',
    facts: ['mediación'],
    url: '/es/terms-of-service',
  },
  {
    question: 'guardan lo que yo escribo en el chat',
    category: 'privacy',
    facts: ['no guardamos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y cual es su email',
    before: ['quien dirige la division de cannabis'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
  },
  {
    question: 'y saben las reglas de publicidad de cada estado?',
    before: ['hacen marketing para dispensarios?'],
    category: 'followup',
    facts: ['estado por estado'],
  },

  // Two-part question
  {
    question: 'cual es su correo y a que hora abren',
    category: 'firm',
    facts: [site.email, '9:00 a. m.'],
  },

  // Not on the site
  { question: 'cuanto cobran por hora', category: 'unknown', facts: [] },
  { question: 'me pueden ayudar con mi caso de inmigracion', category: 'unknown', facts: [] },
  {
    question: 'cuanto se tarda el estado en aprobar una licencia',
    category: 'unknown',
    facts: [],
  },
  { question: 'aceptan pagos a plazos', category: 'unknown', facts: [] },
  {
    question: 'me ayudan a abrir una cuenta de banco pa el negocio',
    category: 'unknown',
    facts: [],
  },
  { question: 'venden semillas o clones', category: 'unknown', facts: [] },
  { question: 'puedo pagar con tarjeta de credito', category: 'unknown', facts: [] },
];
