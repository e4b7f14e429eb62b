/** Page and section text (src/pages, src/components/sections). */
export const pages = {
  // Shared facts shown in sentences (src/lib/site.ts, src/lib/impact.ts)
  '24-48 hours': '24 a 48 horas',
  '24 hours': '24 horas',
  'Consulting for social equity cannabis applicants, real estate, clean energy and marketing across Massachusetts, Rhode Island, Connecticut and New York.':
    'Consultoría para solicitantes de equidad social en cannabis, bienes raíces, energía limpia y mercadeo en Massachusetts, Rhode Island, Connecticut y Nueva York.',
  MA: 'MA',
  RI: 'RI',
  CT: 'CT',
  NY: 'NY',
  'City of Boston': 'la Ciudad de Boston',
  or: 'o',
  'Entrepreneurs supported through advice and mentoring':
    'Emprendedores apoyados con asesoría y mentoría',
  'Groups licensed or partnered': 'Grupos que obtuvieron su licencia o se aliaron con nosotros',
  'Pro bono hours a year': 'Horas pro bono al año',
  'Legacy brands transitioned': 'Marcas del mercado tradicional que pasaron al mercado legal',

  // Sections
  Office: 'Oficina',
  Email: 'Correo electrónico',
  'Email {name}': 'Enviar un correo electrónico a {name}',
  Phone: 'Teléfono',
  'Office Hours': 'Horario de oficina',
  'Contact Information': 'Información de contacto',
  'Learn more': 'Más información',
  'Prepared {date}': 'Preparado en {date}',
  'Certified social equity applicants receive a free consultation automatically.':
    'Los solicitantes certificados de equidad social reciben una consulta gratuita automáticamente.',
  'Anyone else who asks gets at least {hours} free hour — including every legacy operator moving into the legal market.':
    'Cualquier otra persona que la pida recibe al menos {hours} hora gratuita, incluido todo operador del mercado tradicional que dé el paso al mercado legal.',
  '{perWeek} hours a week of pro bono mentorship — {perYear} hours a year.':
    'Dedicamos {perWeek} horas semanales a la mentoría pro bono: {perYear} horas al año.',
  'We support certification in {regions}.': 'Le ayudamos con la certificación en {regions}.',
  'Our Equity Commitment': 'Nuestro compromiso con la equidad',
  'The people prohibition harmed most should lead the legal market':
    'Quienes más sufrieron la prohibición deben liderar el mercado legal',
  'Equity is not a side program for us. It is why the firm exists, and it shapes how we price, who we mentor and how we measure our success.':
    'Para nosotros, la equidad no es un programa aparte. Es la razón de ser de la firma, y define cómo fijamos precios, a quién acompañamos y cómo medimos nuestro éxito.',
  'Social Equity Applicants': 'Solicitantes de equidad social',
  'Your consultation is free if you are a certified social equity applicant in {regions}.':
    'Su consulta es gratuita si usted es solicitante certificado de equidad social en {regions}.',
  'Check the social equity box in the form.':
    'Marque la casilla de equidad social en el formulario.',
  'We respond to equity applicants within {equity}; everyone else within {others}.':
    'Respondemos a los solicitantes de equidad social en un plazo de {equity}; a los demás, en un plazo de {others}.',
  'Not certified yet? Anyone who asks gets at least {hours} free hour, and we can help you apply.':
    '¿Todavía no tiene la certificación? Toda persona que la pida recibe al menos {hours} hora gratuita, y podemos ayudarle a presentar la solicitud.',
  // The eyebrow above 'Preguntas frecuentes': the Spanish for FAQ would repeat the heading.
  FAQ: 'Resolvemos sus dudas',
  'Frequently Asked Questions': 'Preguntas frecuentes',
  'Years of experience': 'Años de experiencia',
  'Equity applicants guided': 'Solicitantes de equidad social asesorados',
  'Founded in {city}': 'Fundada en {city}',
  'Our Story': 'Nuestra historia',
  'From Legacy to Leadership': 'Del mercado tradicional al liderazgo',
  'We started in {city} in {year} to help legacy operators and social equity applicants claim a fair place in the legal cannabis market. Clients kept asking for help with the rest of their business, so we grew into real estate, marketing and clean energy.':
    'Comenzamos en {city} en {year} para ayudar a los operadores del mercado tradicional (quienes ya trabajaban con cannabis antes de la legalización) y a los solicitantes de equidad social a ocupar un lugar justo en el mercado legal de cannabis. Nuestros clientes nos pedían ayuda con el resto de su negocio, así que ampliamos nuestros servicios a bienes raíces, mercadeo y energía limpia.',
  'The mission has not changed: expert guidance for entrepreneurs who have been shut out, at a price they can afford — and often at no cost at all.':
    'La misión sigue siendo la misma: asesoría experta para emprendedores que han quedado excluidos, a un precio que puedan pagar y, muchas veces, sin costo alguno.',
  'Read our impact story': 'Conozca nuestro impacto',
  'Our track record': 'Nuestra trayectoria',
  'Print / Save as PDF': 'Imprimir / Guardar como PDF',
  'Step {n}:': 'Paso {n}:',
  Credentials: 'Credenciales',
  'LinkedIn profile of {name} (external site)': 'Perfil de LinkedIn de {name} (sitio externo)',
  'LinkedIn profile': 'Perfil de LinkedIn',

  // Home
  // What each figure counts, so 20+ clients and 50+ entrepreneurs are never read as one number.
  'Clients served since {year}': 'Clientes atendidos desde {year}',
  'Pro bono hours annually': 'Horas pro bono al año',
  'States: MA, RI, CT & NY': 'Estados: MA, RI, CT y NY',
  'Free for certified social equity applicants':
    'Gratuita para solicitantes certificados de equidad social',
  'At least {hours} free hour for anyone who asks':
    'Al menos {hours} hora gratuita para quien la pida',
  'A reply within {promise} ({equityPromise} for equity applicants)':
    'Respuesta en un plazo de {promise} ({equityPromise} para solicitantes de equidad social)',
  'social equity cannabis consulting': 'consultoría de equidad social en cannabis',
  'Holyoke MA consulting firm': 'firma de consultoría en Holyoke, MA',
  'cannabis license help': 'ayuda con licencias de cannabis',
  'real estate advisory': 'asesoría en bienes raíces',
  'clean energy consulting': 'consultoría en energía limpia',
  'small business marketing': 'mercadeo para pequeños negocios',
  'Consulting in {areas}': 'Consultoría en {areas}',
  'Expert guidance for social equity applicants, legacy operators, homebuyers, investors and growing businesses — with a free consultation for everyone who asks.':
    'Asesoría experta para solicitantes de equidad social, operadores del mercado tradicional, compradores de vivienda, inversionistas y empresas en crecimiento, con una consulta gratuita para quien la pida.',
  'See Our Impact': 'Vea nuestro impacto',
  'Our Free Consultation Promise': 'Nuestra promesa de consulta gratuita',
  'At a glance': 'En cifras',
  'What We Do': 'Lo que hacemos',
  'Four Divisions, One Team': 'Cuatro divisiones, un solo equipo',
  'Licensing, property, brand and energy work often depend on each other. We coordinate them so your business launches on one plan.':
    'Las licencias, el local, la marca y la energía suelen depender unos de otros. Los coordinamos para que su negocio arranque con un solo plan.',
  'Ready to Build Your Business?': '¿Está listo para hacer crecer su negocio?',
  'Tell us where you are and where you want to go. Your first consultation is free.':
    'Cuéntenos dónde está y adónde quiere llegar. Su primera consulta es gratuita.',
  'Meet the Team': 'Conozca al equipo',

  // Division pages
  'Client Stories': 'Historias de clientes',
  'In Their Words: Equity Applicants': 'En sus propias palabras: solicitantes de equidad social',
  'Five applicants on what it took to move from eligibility to a license.':
    'Cinco solicitantes cuentan lo que hizo falta para pasar de la elegibilidad a la licencia.',
  'Client Partnerships': 'Alianzas con clientes',
  'Businesses We Have Built With': 'Negocios que hemos ayudado a construir',
  'Long-term partners who agreed to share their story.':
    'Clientes de muchos años que aceptaron compartir su historia.',
  'How We Work': 'Cómo trabajamos',
  'What We Deliver': 'Lo que ofrecemos',
  'The Numbers': 'Las cifras',
  'What Clean Energy Can Return': 'Lo que la energía limpia puede rendirle',
  'Typical figures for the projects we plan. Your own savings depend on your building, usage and the incentives you qualify for.':
    'Cifras típicas de los proyectos que planificamos. Su ahorro real depende de su edificio, su consumo y los incentivos para los que califique.',
  'Clean energy returns': 'Rendimiento de la energía limpia',
  Benefits: 'Beneficios',

  // Team
  'Meet the leaders of our cannabis division and our real estate, marketing and clean energy divisions: their credentials, experience and how to reach them.':
    'Conozca a quienes dirigen nuestras cuatro divisiones (Cannabis, Bienes Raíces, Mercadeo y Energía Limpia): credenciales, experiencia y contacto.',
  'consulting team Holyoke': 'equipo de consultoría Holyoke',
  'cannabis division director': 'líder de la División de Cannabis',
  'real estate and clean energy director': 'líder de Bienes Raíces y Energía Limpia',
  'Experienced Guides, Rooted in Community': 'Experiencia y raíces en la comunidad',
  'Two directors lead our four divisions. You work with them directly, from the first free consultation onward.':
    'Dos líderes están al frente de nuestras cuatro divisiones. Usted trabaja directamente con ellos desde la primera consulta gratuita.',
  Leadership: 'Liderazgo',
  'Talk With Our Team': 'Hable con nuestro equipo',
  'Book a free consultation and meet the director who will lead your project.':
    'Reserve una consulta gratuita y conozca a quien dirigirá su proyecto.',

  // Contact
  'Contact Us & Book a Free Consultation': 'Contáctenos y reserve una consulta gratuita',
  'Request a free consultation with {name} in Holyoke, MA. Social equity applicants are always free; we reply within {promise}.':
    'Solicite una consulta gratuita con {name} en Holyoke, MA. Siempre es gratuita para solicitantes de equidad social. Respondemos en {promise}.',
  'free consultation': 'consulta gratuita',
  'contact consulting firm Holyoke': 'contacto firma de consultoría Holyoke',
  'social equity consultation request': 'solicitud de consulta de equidad social',
  'Book Your Free Consultation': 'Reserve su consulta gratuita',
  'Tell us about your goals. We reply within {promise}, and within {equityPromise} for social equity applicants.':
    'Cuéntenos sus metas. Respondemos en un plazo de {promise}, y de {equityPromise} para los solicitantes de equidad social.',
  'Request a Consultation': 'Solicite una consulta',
  'Tell us a little about yourself and what you need. It takes about two minutes.':
    'Cuéntenos un poco sobre usted y lo que necesita. Le tomará unos dos minutos.',

  // Impact and the printable pages
  'Our social equity impact: {entrepreneurs} entrepreneurs supported, {hours} pro bono hours a year, legacy brands transitioned, programs and our timeline since {year}.':
    'Nuestro impacto: {entrepreneurs} emprendedores apoyados, {hours} horas pro bono al año, marcas llevadas al mercado legal, programas y trayectoria desde {year}.',
  'social equity impact': 'impacto en equidad social',
  'pro bono cannabis mentorship': 'mentoría pro bono en cannabis',
  'legacy to legal': 'del mercado tradicional al legal',
  'equity applicants': 'solicitantes de equidad',
  'Measured by the Businesses We Help Build':
    'Nuestro impacto se mide en los negocios que ayudamos a crear',
  'Since {year} we have given our time, expertise and connections to entrepreneurs the legal market was not designed for. Here is what that adds up to.':
    'Desde {year} hemos dedicado nuestro tiempo, experiencia y contactos a emprendedores para quienes no se diseñó el mercado legal. Este es el resultado.',
  'View Impact Report': 'Ver el informe de impacto',
  'Impact metrics': 'Indicadores de impacto',
  'Credentials You Can Check': 'Credenciales que usted puede comprobar',
  Programs: 'Programas',
  'How We Give Back': 'Cómo retribuimos a la comunidad',
  'Free help is built into how we work, not offered as an afterthought.':
    'La ayuda gratuita forma parte de nuestra manera de trabajar; no es una idea de último momento.',
  'Voices From Our Community': 'Voces de nuestra comunidad',
  'Our Journey': 'Nuestra trayectoria',
  'Download Our Impact Report': 'Descargue nuestro informe de impacto',
  'A printable summary of our figures, milestones and client stories, plus the documents behind them.':
    'Un resumen imprimible de nuestras cifras, logros e historias de clientes, junto con los documentos que los respaldan.',
  // Descriptions stay within the 160 characters a search result shows (e2e/public-seo.spec.ts).
  'Printable impact report: {entrepreneurs} entrepreneurs supported, {groups} groups licensed or partnered, {hours} pro bono hours a year and {brands} legacy brands transitioned.':
    '{entrepreneurs} emprendedores apoyados, {groups} grupos con licencia o aliados con nosotros, {hours} horas pro bono al año y {brands} marcas llevadas al mercado legal.',
  'social equity impact report': 'informe de impacto en equidad social',
  'pro bono hours report': 'informe de horas pro bono',
  'cannabis equity outcomes': 'resultados de equidad en cannabis',
  'Social Equity Impact Report': 'Informe de impacto en equidad social',
  'What {year} to today adds up to: the entrepreneurs we supported, the hours we gave and the milestones along the way.':
    'El balance desde {year} hasta hoy: los emprendedores que apoyamos, las horas que dedicamos y los logros del camino.',
  'Impact at a Glance': 'El impacto en cifras',
  'Impact figures': 'Cifras de impacto',
  'Pro bono time is logged weekly: {perWeek} hours a week, {perYear} hours a year.':
    'El tiempo pro bono se registra cada semana: {perWeek} horas semanales, {perYear} horas al año.',
  'Timeline, {from} – {to}': 'Trayectoria, {from} – {to}',
  'Client Testimonials': 'Testimonios de clientes',
  'Legal name': 'Razón social',
  Founded: 'Año de fundación',
  Headquarters: 'Sede',
  'Office hours': 'Horario de oficina',
  'Service area': 'Área de servicio',
  'Equity certification support': 'Apoyo con la certificación de equidad',
  'Printable credentials: business registration details, certifications and recognitions, and the professional credentials of our division directors.':
    'Credenciales imprimibles: registro de la empresa, certificaciones y reconocimientos, y las credenciales profesionales de quienes dirigen nuestras divisiones.',
  'consultant credentials': 'credenciales de consultores',
  'social equity vendor verification': 'verificación de proveedor de equidad social',
  'minority-owned business': 'empresa propiedad de minorías',
  'The credentials behind our work, in one printable page for lenders, landlords, licensing boards and program administrators.':
    'Las credenciales que respaldan nuestro trabajo, en una sola página imprimible para prestamistas, arrendadores, juntas de licencias y administradores de programas.',
  'Business Details': 'Datos de la empresa',
  'Certifications & Recognitions': 'Certificaciones y reconocimientos',
  'Leadership Credentials': 'Credenciales del liderazgo',
  'How to Verify': 'Cómo verificar',
  'Copies of certificates and registrations are available on request. Email':
    'Puede solicitar copias de los certificados y registros. Escriba a',
  'or call': 'o llame al',

  // Not found and offline
  'Page Not Found': 'Página no encontrada',
  'The page you are looking for does not exist or has moved.':
    'La página que busca no existe o cambió de dirección.',
  'page not found': 'página no encontrada',
  'Return Home': 'Volver al inicio',
  'Contact Us': 'Contáctenos',
  "You're offline": 'Está sin conexión',
  'Shown when you are offline and the page you asked for was not saved on this device.':
    'Se muestra cuando no tiene conexión y la página que pidió no se guardó en este dispositivo.',
  offline: 'sin conexión',
  "This page hasn't been saved on this device yet. Pages you have visited still open without a connection. Check your connection and try again.":
    'Esta página todavía no se ha guardado en este dispositivo. Las páginas que ya visitó se abren sin conexión. Revise su conexión e inténtelo de nuevo.',
  'Try again': 'Intentar de nuevo',
  'Go to the home page': 'Ir a la página de inicio',
  'Need us now? Call': '¿Nos necesita ahora? Llame al',
} as const satisfies Record<string, string>;
