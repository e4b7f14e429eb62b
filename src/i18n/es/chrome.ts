import { spanishPlaceNames } from './placeNames.ts';

/** Header, footer, navigation, layouts and the firm's facts as they appear in text. */
export const chrome = {
  // Layouts
  'Skip to main content': 'Ir al contenido principal',
  'Book Free Consultation': 'Reserve su consulta gratuita',
  // The header's button: the Spanish nav is longer, so the button says less.
  'Book Free Consultation|header': 'Consulta gratuita',
  'At a Glance': 'En resumen',
  'Serving {areas} · First consultation free':
    'Atendemos clientes en {areas} · Primera consulta gratuita',
  // 'Aviso legal' names one specific page in Spain; this heads the footer column and both legal pages.
  Legal: 'Información legal',
  'Last updated {date}': 'Última actualización: {date}',
  // Navigation (src/lib/navigation.ts labels)
  Main: 'Principal',
  Mobile: 'Menú de navegación',
  Home: 'Inicio',
  Services: 'Servicios',
  Impact: 'Impacto',
  Team: 'Equipo',
  Contact: 'Contacto',
  Company: 'Empresa',
  'Social Equity Impact': 'Impacto en equidad social',
  'Our Team': 'Nuestro equipo',
  'Impact Report': 'Informe de impacto',
  'Verification Documents': 'Documentos de verificación',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Service': 'Términos de servicio',
  'Admin Login': 'Acceso del personal',
  'Footer: {heading}': 'Pie de página: {heading}',
  '{name} home': 'Inicio de {name}',
  // Divisions (src/lib/site.ts names)
  'Cannabis & Social Equity': 'Cannabis y equidad social',
  'Real Estate': 'Bienes raíces',
  Marketing: 'Mercadeo',
  'Clean Energy': 'Energía limpia',
  // Footer
  'Verified social equity partner.': 'Aliado verificado de la equidad social.',
  'Our impact figures and credentials are published and documented.':
    'Nuestras cifras de impacto y credenciales están publicadas y documentadas.',
  'See our verified impact': 'Vea nuestro impacto verificado',
  // "Equity" means both ownership and fairness in the English slogan; Spanish needs two words.
  'Building Equity Through Enterprise': 'Patrimonio y equidad a través del emprendimiento',
  'Consulting across {areas}.': 'Consultoría en {areas}.',
  and: 'y',
  ...spanishPlaceNames,
  Recognitions: 'Reconocimientos',
  'All rights reserved.': 'Todos los derechos reservados.',
  // The service worker's update prompt
  'A new version is available! Reload to update?':
    'Hay una nueva versión del sitio. ¿Desea recargar la página para actualizarla?',
  // The chat button (the panel's own text is in src/components/islands/chat/chatCopy.ts)
  'Open chat assistant': 'Abrir el asistente de chat',
} as const satisfies Record<string, string>;
