import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The second Spanish development set: tuned against, unlike the held-out sets, but written the same
 * way as heldOutSetEs6.ts: from the Spanish pages in src/content alone (and src/lib/site.ts),
 * without sight of the assistant's code or answers, typed as US Spanish-speaking visitors type
 * (usted and sometimes tú, accents often left out, English words mixed in), most services asked in
 * the visitor's own words. Same spread as devSet2.ts.
 */
const areaEs = ['Massachusetts', 'Rhode Island', 'Connecticut', 'Nueva York'];

export const devSetEs2: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'cual es el email de ustedes para mandarles un mensaje',
    category: 'firm',
    facts: [site.email],
  },
  {
    question: 'donde queda la oficina, me da la direccion',
    category: 'firm',
    facts: ['200 High Street'],
  },
  {
    question: 'puedo pasar un domingo por la oficina',
    category: 'firm',
    facts: ['Lunes a viernes'],
  },
  { question: 'ustedes tienen instagram o facebook', category: 'firm', facts: ['instagram'] },

  // Places outside the four states; inside, the state
  {
    question: 'tengo un dispensario en florida, me pueden ayudar con el negocio',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'trabajan en texas? estoy buscando casa por alla',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'hacen marketing para negocios en new hampshire',
    category: 'firm',
    facts: areaEs,
  },
  {
    question: 'estoy en worcester, trabajan por aqui?',
    category: 'firm',
    facts: ['Massachusetts'],
  },
  {
    question: 'vivo en pawtucket, me pueden atender',
    category: 'firm',
    facts: ['Rhode Island'],
  },
  {
    question: 'soy de new haven, ustedes llegan hasta alla',
    category: 'firm',
    facts: ['Connecticut'],
  },

  // Services, in visitors' words
  {
    question: 'quien me ayuda con los permisos para abrir mi tienda de cannabis',
    category: 'services',
    facts: ['solicitud de licencia'],
    url: '/es/cannabis',
  },
  {
    question:
      'me llego una carta del estado que le falta algo a mi aplicacion, me ayudan a contestar',
    category: 'services',
    facts: ['avisos de deficiencia'],
    url: '/es/cannabis',
  },
  {
    question: 'hacen como un practice de la inspeccion antes de que venga el inspector?',
    category: 'services',
    facts: ['Inspecciones simuladas'],
    url: '/es/cannabis',
  },
  {
    question: 'necesito que entrenen a mis empleados en las reglas del estado',
    category: 'services',
    facts: ['capacitación del personal'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero comprar mi primera casa pero no tengo para el down payment',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'me buscan un local para dispensario que el pueblo si permita',
    category: 'services',
    facts: ['zonificación'],
    url: '/es/real-estate',
  },
  {
    question: 'me ayudan con el closing de la casa, coordinar con el banco y el abogado',
    category: 'services',
    facts: ['cierre'],
    url: '/es/real-estate',
  },
  {
    question: 'quiero invertir en propiedades para rentar, me pueden asesorar',
    category: 'services',
    facts: ['inversionistas'],
    url: '/es/real-estate',
  },
  {
    question: 'quiero poner paneles solares en el techo del negocio, ustedes ven si sirve',
    category: 'services',
    facts: ['techo'],
    url: '/es/clean-energy',
  },
  {
    question: 'la factura de la luz esta carisima, pueden venir a revisar que gasta tanto',
    category: 'services',
    facts: ['eficiencia energética'],
    url: '/es/clean-energy',
  },
  {
    question: 'hay algun credito de taxes por poner solar?',
    category: 'services',
    facts: ['crédito tributario'],
    url: '/es/clean-energy',
  },
  {
    question: 'me ayudas con el papeleo de los rebates de la compañia de luz',
    category: 'services',
    facts: ['reembolsos'],
    url: '/es/clean-energy',
  },
  {
    question: 'necesito un logo para mi negocio',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'ustedes me manejan el contenido de las redes sociales?',
    category: 'services',
    facts: ['redes sociales'],
    url: '/es/marketing',
  },
  {
    question: 'pueden revisar las etiquetas de mis productos para que esten en regla',
    category: 'services',
    facts: ['etiquetas'],
    url: '/es/marketing',
  },
  {
    question: 'como trabajan el marketing, cual es el primer paso',
    category: 'services',
    facts: ['Descubrimiento'],
    url: '/es/marketing',
  },

  // Figures
  { question: 'cuantos clientes han atendido hasta ahora', category: 'figures', facts: ['20'] },
  { question: 'cuantas horas pro bono dan al año', category: 'figures', facts: ['1,040'] },
  {
    question: 'cuanto puedo ahorrar en la luz mas o menos',
    category: 'figures',
    facts: ['20-40%'],
    url: '/es/clean-energy',
  },
  { question: 'a cuantos emprendedores han apoyado', category: 'figures', facts: ['50'] },

  // The team
  {
    question: 'quien es el encargado de la parte de cannabis',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'alexis tiene licencia de real estate?',
    category: 'team',
    facts: ['agente de ventas'],
    url: '/es/team',
  },

  // Programs and recognition
  {
    question: 'de que se trata la mentoria gratis, que temas cubre',
    category: 'programs',
    facts: ['planificación de negocios'],
    url: '/es/impact',
  },
  {
    question: 'cuando empieza el programa acelerador',
    category: 'programs',
    facts: ['por anunciar'],
    url: '/es/impact',
  },
  {
    question: 'la empresa es de dueños latinos o de minorias, tienen certificacion',
    category: 'recognition',
    facts: ['minorías'],
    url: '/es/impact',
  },
  {
    question: 'son miembros de la camara de comercio',
    category: 'recognition',
    facts: ['Cámara de Comercio'],
    url: '/es/impact',
  },

  // Client stories
  {
    question: 'tienen algun cliente que haya comprado casa con su ayuda',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/es/impact',
  },
  {
    question: 'quien es marcus bell',
    category: 'clients',
    facts: ['Bell Street Botanicals'],
    url: '/es/impact',
  },

  // History
  { question: 'en que año abrieron la firma', category: 'history', facts: ['2018'] },
  { question: 'desde cuando hacen bienes raices', category: 'history', facts: ['2021'] },

  // The consultation and response time
  {
    question: 'la consulta es gratis o me van a cobrar',
    category: 'consultation',
    facts: ['gratuita'],
  },
  {
    question: 'la primera reunion gratis es de cuanto tiempo mas o menos',
    category: 'consultation',
    facts: ['una hora'],
  },
  {
    question: 'si mando el formulario en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 a 48 horas'],
  },

  // Terms and privacy
  {
    question: 'ustedes son abogados? me pueden dar consejo legal',
    category: 'terms',
    facts: ['bufete de abogados'],
    url: '/es/terms-of-service',
  },
  {
    question: 'cuantos dias tengo para pagar la factura',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },
  {
    question: 'oye, lo que te pregunto aqui en el chat se queda guardado?',
    category: 'privacy',
    facts: ['no guardamos'],
    url: '/es/privacy-policy',
  },
  {
    question: 'ustedes venden mis datos a otras compañias',
    category: 'privacy',
    facts: ['No vendemos'],
    url: '/es/privacy-policy',
  },

  // Follow-ups
  {
    question: 'y que estudios tiene',
    before: ['quien es jordan hayes'],
    category: 'followup',
    facts: ['Administración de Empresas'],
  },
  {
    question: 'y en cuanto tiempo se paga eso',
    before: ['ayudan con energia solar?'],
    category: 'followup',
    facts: ['2-4 años'],
  },
  {
    question: 'y hasta que hora puedo llamar',
    before: ['cual es su telefono'],
    category: 'followup',
    facts: ['5:00 p. m.'],
  },

  // Two-part questions
  {
    question: 'me das el telefono y el correo porfa',
    category: 'firm',
    facts: [site.phone, site.email],
  },
  {
    question: 'cuando empezaron con energia limpia y en que estados trabajan',
    category: 'history',
    facts: ['2023', ...areaEs],
  },

  // Not on the site
  {
    question: 'cuanto me cobran por hacer toda la solicitud de licencia',
    category: 'unknown',
    facts: [],
  },
  { question: 'aceptan tarjeta de credito', category: 'unknown', facts: [] },
  { question: 'me pueden ayudar a sacar la licencia de conducir', category: 'unknown', facts: [] },
  { question: 'cuantos dispensarios hay en holyoke', category: 'unknown', facts: [] },
  { question: 'hay estacionamiento en la oficina', category: 'unknown', facts: [] },
  { question: 'abren el 4 de julio', category: 'unknown', facts: [] },
  { question: 'me ayudan con los papeles de inmigracion', category: 'unknown', facts: [] },
  { question: 'donde compro clones para empezar mi grow', category: 'unknown', facts: [] },
  {
    question: 'me pueden recomendar un buen contador para los taxes',
    category: 'unknown',
    facts: [],
  },
];
