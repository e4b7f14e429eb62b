import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The Spanish development set (see devSet.ts): written the way visitors type, with and without
 * accents, in tú and usted, before the retrieval changes it is used to try.
 */
const phone = site.phone;
const email = site.email;

export const devSetEs: readonly EvalItem[] = [
  { question: 'tienen correo?', category: 'firm', facts: [email], url: '/es/contact' },
  {
    question: '¿trabajan en nueva york?',
    category: 'firm',
    facts: ['Nueva York'],
    url: '/es/contact',
  },
  {
    question: 'ayuda con la licencia de cannabis',
    category: 'services',
    facts: ['licencia'],
    url: '/es/cannabis',
  },
  {
    question: '¿hacen logotipos?',
    category: 'services',
    facts: ['logotipo'],
    url: '/es/marketing',
  },
  {
    question: 'busco un local comercial para mi negocio',
    category: 'services',
    facts: ['local'],
    url: '/es/real-estate',
  },
  {
    question: 'auditoria energetica',
    category: 'services',
    facts: ['auditor'],
    url: '/es/clean-energy',
  },
  {
    question: 'me ayudas con los reembolsos estatales',
    category: 'services',
    facts: ['reembolsos'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantos emprendedores han apoyado',
    category: 'figures',
    facts: ['50'],
    url: '/es/impact',
  },
  {
    question: 'quien es alexis morgan',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: 'correo de alexis',
    category: 'team',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/es/team',
  },
  {
    question: '¿qué es la mentoría pro bono?',
    category: 'programs',
    facts: ['mentoría'],
    url: '/es/impact',
  },
  {
    question: 'son miembros de la camara de comercio',
    category: 'recognition',
    facts: ['Cámara de Comercio'],
    url: '/es/impact',
  },
  {
    question: 'quien es marcus bell',
    category: 'clients',
    facts: ['Bell Street Botanicals'],
    url: '/es/impact',
  },
  {
    question: '¿en qué año empezaron con el mercadeo?',
    category: 'history',
    facts: ['2022'],
    url: '/es/impact',
  },
  {
    question: 'la primera consulta tiene costo?',
    category: 'consultation',
    facts: ['gratuita'],
    url: ['/es/contact', '/es/impact', '/es/terms-of-service'],
  },
  {
    question: 'en cuanto tiempo me contestan',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },
  {
    question: 'cuando tengo que pagar la factura',
    category: 'terms',
    facts: [`${site.paymentDueDays} días`],
    url: '/es/terms-of-service',
  },
  {
    question: 'venden mi informacion?',
    category: 'privacy',
    facts: ['no vendemos'],
    url: '/es/privacy-policy',
  },
  {
    question: '¿y cuál es su correo?',
    before: ['¿quién dirige cannabis?'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/es/team',
  },
  {
    question: '¿y en Rhode Island?',
    before: ['¿trabajan en Massachusetts?'],
    category: 'followup',
    facts: ['Rhode Island'],
    url: '/es/contact',
  },
  { question: '¿venden semillas?', category: 'unknown', facts: [] },
  { question: '¿cuál es el mejor restaurante de Holyoke?', category: 'unknown', facts: [] },
  { question: '¿me hacen la declaración de impuestos?', category: 'unknown', facts: [] },
  // Second batch, written before the retrieval changes that follow it.
  { question: 'telefono?', category: 'firm', facts: [phone], url: '/es/contact' },
  {
    question: '¿A qué hora cierran?',
    category: 'firm',
    facts: ['5:00 p. m.'],
    url: '/es/contact',
  },
  {
    question: 'estan en holyoke?',
    category: 'firm',
    facts: ['Holyoke'],
    url: '/es/contact',
  },
  {
    question: '¿Me pueden ayudar con el plan de seguridad de mi solicitud?',
    category: 'services',
    facts: ['seguridad'],
    url: '/es/cannabis',
  },
  {
    question: 'quiero abrir un dispensario, me ayudan con la licencia?',
    category: 'services',
    facts: ['licencia'],
    url: '/es/cannabis',
  },
  {
    question: 'necesito una pagina web para mi negocio',
    category: 'services',
    facts: ['sitio web'],
    url: '/es/marketing',
  },
  {
    question: 'revisan el contrato de arrendamiento?',
    category: 'services',
    facts: ['arrendamiento'],
    url: '/es/real-estate',
  },
  {
    question: '¿Cuál es el crédito tributario federal para solar?',
    category: 'figures',
    facts: ['30%'],
    url: '/es/clean-energy',
  },
  {
    question: 'cuantas horas pro bono hacen',
    category: 'figures',
    facts: ['1,040'],
    url: '/es/impact',
  },
  {
    question: '¿Quién es Jordan Hayes?',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/es/team',
  },
  {
    question: 'con quien hablo de mercadeo',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: '¿Son proveedores de asistencia técnica?',
    category: 'recognition',
    facts: ['asistencia técnica'],
    url: '/es/impact',
  },
  {
    question: '¿Qué hicieron por Riverbend Wellness?',
    category: 'clients',
    facts: ['Riverbend'],
    url: '/es/cannabis',
  },
  {
    question: 'que paso en 2021',
    category: 'history',
    facts: ['2021'],
    url: '/es/impact',
  },
  {
    question: 'soy operador del mercado tradicional, la consulta es gratuita?',
    category: 'consultation',
    facts: ['gratuita'],
    url: ['/es/contact', '/es/impact', '/es/terms-of-service', '/es/cannabis'],
  },
  {
    question: '¿Cómo verifican mi certificación?',
    category: 'consultation',
    facts: ['Verificamos'],
    url: ['/es/contact', '/es/impact', '/es/terms-of-service'],
  },
  {
    question: 'si soy solicitante de equidad, cuanto tardan en responder',
    category: 'response',
    facts: ['24 horas'],
    url: '/es/contact',
  },
  {
    question: '¿Qué ley rige los términos?',
    category: 'terms',
    facts: ['Massachusetts'],
    url: '/es/terms-of-service',
  },
  {
    question: '¿usan cookies?',
    category: 'privacy',
    facts: ['cookie'],
    url: '/es/privacy-policy',
  },
  {
    question: 'puedo pedir que borren mis datos',
    category: 'privacy',
    facts: ['elimin'],
    url: '/es/privacy-policy',
  },
  {
    question: '¿y cuáles son sus credenciales?',
    before: ['¿quién dirige bienes raíces?'],
    category: 'followup',
    facts: ['bienes raíces, Massachusetts'],
    url: '/es/team',
  },
  {
    question: '¿y en qué año empezó?',
    before: ['¿tienen una división de energía limpia?'],
    category: 'followup',
    facts: ['2023'],
    url: '/es/impact',
  },
  { question: '¿venden productos de cannabis?', category: 'unknown', facts: [] },
  {
    question: '¿tienen oficina en Puerto Rico?',
    category: 'firm',
    facts: [site.address.city],
    url: '/es/contact',
  },
  {
    question: '¿me consiguen un préstamo?',
    category: 'services',
    facts: ['prestamistas'],
    url: '/es/cannabis',
  },
  { question: '¿hacen trámites de ciudadanía?', category: 'unknown', facts: [] },
  // Tercera tanda, preguntas de dos partes (cada parte en otro pasaje), escritas desde el contenido
  // antes del cambio de recuperación que da un segundo pasaje para la parte que el primero no cubre.
  {
    question: '¿la primera consulta es gratis y en cuánto tiempo responden?',
    category: 'consultation',
    facts: ['hora gratuita', '24 a 48 horas'],
    url: '/es/contact',
  },
  {
    question: 'trabajan en connecticut? y donde esta su oficina',
    category: 'firm',
    facts: ['Connecticut', site.address.street],
    url: '/es/contact',
  },
  {
    question: '¿quién dirige cannabis y quién dirige bienes raíces?',
    category: 'team',
    facts: ['Jordan Hayes', 'Alexis Morgan'],
    url: '/es/team',
  },
  {
    question: 'cual es su correo y abren los sabados?',
    category: 'firm',
    facts: [site.email, '5:00 p. m.'],
    url: '/es/contact',
  },
  // Cuarta tanda, errores de tecleo en las palabras que nombran el tema.
  { question: 'cual es el telefno', category: 'firm', facts: [phone], url: '/es/contact' },
  {
    question: 'donde esta la ofcina',
    category: 'firm',
    facts: [site.address.street],
    url: '/es/contact',
  },
  {
    question: 'ayuda con la lisencia de cannabis',
    category: 'services',
    facts: ['licencia'],
    url: '/es/cannabis',
  },
  // Quinta tanda: un dato que solo un pasaje de servicio o legal da, sin las palabras del resumen.
  {
    question: 'revisan la zonificacion de un local para dispensario?',
    category: 'services',
    facts: ['zonas de separación'],
    url: '/es/real-estate',
  },
  {
    question: '¿ayudan con el pago inicial de una casa?',
    category: 'services',
    facts: ['pago inicial'],
    url: '/es/real-estate',
  },
  {
    question: 'iluminación LED para mi cultivo',
    category: 'services',
    facts: ['LED'],
    url: '/es/clean-energy',
  },
  {
    question: '¿su responsabilidad tiene límite?',
    category: 'terms',
    facts: ['se limita a los honorarios'],
    url: '/es/terms-of-service',
  },
  // Issue 40, third round (written before the change it tries, from the content only): precios y
  // formas de pago que el sitio no publica, pedidos ajenos, escritos como en el teléfono; y
  // vecinos que el sitio sí responde (la consulta gratuita, el plazo de las facturas).
  { question: '¿aceptan paypal?', category: 'unknown', facts: [] },
  { question: 'cuanto cuesta un logo', category: 'unknown', facts: [] },
  { question: '¿cuánto cobran por un estudio solar?', category: 'unknown', facts: [] },
  { question: 'puedo pagar en efectivo', category: 'unknown', facts: [] },
  { question: '¿cuál es su tarifa por hora?', category: 'unknown', facts: [] },
  { question: 'me arreglan el carro?', category: 'unknown', facts: [] },
  { question: 'q tiempo hace hoy en holyoke', category: 'unknown', facts: [] },
  {
    question: 'la consulta es gratis si soy solicitante certificado de equidad social?',
    category: 'consultation',
    facts: ['automáticamente'],
    url: ['/es/contact', '/es/cannabis', '/es/impact', '/es/terms-of-service'],
  },
  {
    question: 'tengo cuantos dias para pagarles una factura',
    category: 'terms',
    facts: ['30 días'],
    url: '/es/terms-of-service',
  },
  // Issue 40, third round, second batch (written before the changes it tries, from the content
  // only): escritos como en el teléfono, con tú y usted, y palabras en inglés.
  {
    question: 'donde esta la oficina de ustedes',
    category: 'firm',
    facts: [site.address.city],
    url: '/es/contact',
  },
  {
    question: 'q horario tienen',
    category: 'firm',
    facts: ['lunes a viernes'],
    url: '/es/contact',
  },
  { question: 'ustedes tienen email?', category: 'firm', facts: [email], url: '/es/contact' },
  {
    question: 'trabajan en rhode island?',
    category: 'firm',
    facts: ['Rhode Island'],
    url: '/es/contact',
  },
  {
    question: 'hacen paneles solares',
    category: 'services',
    facts: ['solar'],
    url: '/es/clean-energy',
  },
  {
    question: 'me ayudas con el down payment de mi casa',
    category: 'services',
    facts: ['pago inicial'],
    url: ['/es/real-estate', '/es/impact'],
  },
  {
    question: 'cuanto se tardan en contestar',
    category: 'response',
    facts: ['24 a 48 horas'],
    url: '/es/contact',
  },
];
