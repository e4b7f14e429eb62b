/**
 * How visitors ask for each passage: everyday words a visitor uses for a passage that the passage
 * itself does not contain ("hq" for the office address, "mortgage" for the buyer advisory, "cuánto
 * cuesta" for prices). Document expansion, written from the passages alone: never from the
 * questions of the evaluation sets.
 *
 * Searched only to say which page an unsure answer points to, never to answer
 * (SearchOptions.askedAs in retrieval.ts), and never shown. Words are lower case base forms (the
 * stemmer matches plurals and tenses), space-separated, each pointing to its passage more than to
 * any other: no word that fits many passages ("help", "service", "cannabis", "online"), a stem
 * another passage's own words hold only where the visitor's word is about this passage first
 * ("paneles", "dispensary": the development sets lose answers without them), no word the
 * visitor-word or shorthand lists already rewrite (it would never be searched), no word that
 * claims what the passage does not say. A passage that already carries the words visitors use (its
 * title, text or keywords) has no entry. Words that broke these rules, or that the tuning and
 * development sets showed pulling questions the site cannot answer, were taken out
 * (eval/chat/RESULTS.md, seventh round).
 *
 * Keyed by passage id; `en` is searched with the English passage, `es` with the Spanish one. The
 * legal passages have different ids in the two languages, so their words are listed under both ids
 * (see `twins`).
 */
type Words = { en: string; es: string };
export type AskedAs = Readonly<Record<string, Words>>;

/** The same words under the English and the Spanish id of one legal passage. */
const twins = (enId: string, esId: string, words: Words): Record<string, Words> => ({
  [enId]: words,
  [esId]: words,
});

export const ASKED_AS: AskedAs = {
  // Contact page
  office: {
    en: 'hq map gps physical whereabouts',
    es: 'mapa gps llegar física hq',
  },
  contact: {
    en: 'speak human dial cell inquiry inquire appointment',
    es: 'celular representante humano cita agendar platicar',
  },
  social: {
    en: 'snapchat pinterest dm',
    es: 'face feis snapchat dm',
  },
  hours: {
    en: 'holiday today tomorrow tonight late early morning afternoon',
    es: 'feriado festivo mañana noche atienden abren',
  },
  'service-areas': {
    en: 'based nationwide territory england nearby northeast',
    es: 'nacional territorio inglaterra noreste radican',
  },
  'response-time': {
    en: 'hear turnaround asap callback rapid',
    es: 'noticias devuelven asap regresan veloz',
  },
  'faq-response-time': {
    en: 'eta urgent speed timeframe delay',
    es: 'urgente tardanza rapidez prisa apuro',
  },
  'faq-regions': {
    en: 'usa countrywide everywhere multistate interstate',
    es: 'cobertura eeuu afuera estadounidense',
  },
  'faq-free-consultation': {
    en: 'complimentary initial introductory freebie',
    es: 'cortesía introductoria preliminar free',
  },
  'faq-equity-verification': {
    en: 'validate valid authenticate prove vouch',
    es: 'validar validación constancia autenticar estatus',
  },
  'faq-legacy-operators': {
    en: 'underground illegally switch convert previously',
    es: 'clandestino ilegal ilegalmente regularizar informal',
  },
  'faq-multiple-services': {
    en: 'bundle combo integrated holistic',
    es: 'paquete agrupar simultáneo',
  },

  // Impact page: figures, pro bono, programs, history, recognitions
  'impact-figures': {
    en: 'statistics successful accomplishment achievement tally',
    es: 'estadísticas stats éxito exitosos cantidad',
  },
  'pro-bono': {
    en: 'charity charitable donate donation unpaid philanthropy probono',
    es: 'caridad caritativo beneficencia donar donación filantropía probono altruista',
  },
  'program-pro-bono-mentorship': {
    en: 'coach coaching mentee teach tutor novice',
    es: 'coach tutor enseñar aprender novato',
  },
  'program-legacy-to-legal-accelerator': {
    en: 'bootcamp course class incubator upcoming enroll',
    es: 'clases incubadora inscribirme inscripción bootcamp',
  },
  'timeline-2018': {
    en: 'began beginning established origin mission inception',
    es: 'fundada comenzaron origen misión antigüedad establecida',
  },
  'timeline-2024': {
    en: 'expanded expansion growth grew footprint',
    es: 'expandieron expansión crecimiento creció extendieron',
  },
  'timeline-2025': {
    en: 'recent recently newest milestone happenings',
    es: 'reciente recientemente novedades hito acontecimientos',
  },
  recognitions: {
    en: 'accreditation legit trustworthy reputable bonafide',
    es: 'acreditación confiable legítimos fiables respaldo',
  },
  'recognition-equity-vendor': {
    en: 'registered registry roster catalog',
    es: 'inscrito directorio designado padrón',
  },
  'recognition-chamber': {
    en: 'networking association affiliation affiliated membership',
    es: 'afiliación afiliados membresía networking organización',
  },
  verification: {
    en: 'attachment annual printout',
    es: 'descargar descarga archivo adjunto copia',
  },

  // Client stories and partnerships
  'testimonial-marcus-bell': {
    en: 'condescending belittled patronized patient succeeded',
    es: 'otorgada otorgaron paciencia amables condescendientes',
  },
  'testimonial-danielle-ortiz': {
    en: 'reachable attentive dedicated caring devoted',
    es: 'atentos localizables serviciales',
  },
  'testimonial-terrence-walker': {
    en: 'judged stigma judgment',
    es: 'juzgado estigma',
  },
  'testimonial-aaliyah-brooks': {
    en: 'streamlined organized smooth seamless hassle',
    es: 'fluido ágil eficaz sencillo estrés',
  },
  'testimonial-jose-ramirez': {
    en: 'pushy sincere salesy genuine selfless',
    es: 'insistente sincero genuino desinteresado honrado',
  },
  'testimonial-karen-li': {
    en: 'homeowner bought dream unaffordable',
    es: 'inalcanzable hogar sueño ilusión',
  },
  'testimonial-robert-fairbanks': {
    en: 'farmer smaller decreased',
    es: 'granjero agricultor rancho finca',
  },
  'partnership-paper-city-cultivation': {
    en: 'flower crop grown',
    es: 'flor plantas cogollos',
  },
  'partnership-riverbend-wellness': {
    en: 'shop continuing relationship longstanding',
    es: 'tienda continua duradera permanente constante',
  },

  // Team
  team: {
    en: 'leadership bios crew headshots personnel',
    es: 'integrantes staff biografías colaboradores',
  },
  'team-jordan-hayes': {
    en: 'background education degree bachelor college resume',
    es: 'formación título universidad currículum',
  },
  'team-alexis-morgan': {
    en: 'agent masters graduate cem schooling',
    es: 'cem posgrado diploma escolaridad maestría',
  },

  // Cannabis
  'division-cannabis': {
    en: 'weed pot',
    es: 'marihuana mariguana mota hierba thc',
  },
  'division-cannabis-intro': {
    en: 'difficult hard complicated barrier drug war',
    es: 'difícil complicado barrera drogas guerra criminalización',
  },
  'service-cannabis-license-application': {
    en: 'permit dispensary hca fill',
    es: 'dispensario hca llenar aplicación',
  },
  'service-cannabis-social-equity-navigation': {
    en: 'criteria benefits perks expedited',
    es: 'requisitos criterios beneficios prioridad prerrequisitos',
  },
  'service-cannabis-operations-compliance': {
    en: 'sop manual violation recordkeeping onboarding',
    es: 'sop manual infracción',
  },
  'legacy-market': {
    en: 'illicit unregulated definition gray unofficial',
    es: 'ilícito irregular definición gris extraoficial',
  },

  // Real estate
  'division-real-estate': {
    en: 'realty condo apartment residential',
    es: 'apartamento departamento condominio residencial dúplex',
  },
  'division-real-estate-intro': {
    en: 'unbiased neutral honest objective commission conflict realtor',
    es: 'imparcial neutral honesto objetivo comisión conflicto realtor',
  },
  'division-real-estate-process': {
    en: 'method stages hunting tour scouting',
    es: 'método etapas tour investigación secuencia',
  },
  'service-real-estate-buyer-investor-advisory': {
    en: 'mortgage afford affordability haggle starter downpayment',
    es: 'hipoteca enganche regatear asequible primeriza',
  },
  'service-real-estate-commercial-site-selection': {
    en: 'storefront warehouse space loi setback distance',
    es: 'bodega nave espacio distancia loi',
  },
  'service-real-estate-transaction-support': {
    en: 'escrow tenant renting settlement finalize',
    es: 'inquilino alquilar escrow finalizar escrituración',
  },

  // Marketing
  'division-marketing': {
    en: 'agency exposure visibility hype buzz',
    es: 'agencia visibilidad exposición difusión',
  },
  'division-marketing-intro': {
    en: 'polished credibility image impression underdog',
    es: 'credibilidad serio prestigio reputación pulido',
  },
  'division-marketing-process': {
    en: 'phases roadmap kickoff workflow brainstorm',
    es: 'fases cronograma arranque flujo kickoff',
  },
  'division-marketing-capabilities': {
    en: 'ribbon celebration festivities gmb',
    es: 'listón cinta fiesta celebración gmb',
  },
  'service-marketing-brand-strategy': {
    en: 'rebrand font typography palette style tagline slogan',
    es: 'rebranding letra paleta estilo eslogan lema',
  },
  'service-marketing-digital-marketing': {
    en: 'seo blog traffic clicks',
    es: 'seo posts blog tráfico clics',
  },
  'service-marketing-compliant-cannabis-marketing': {
    en: 'ads restriction banned regs forbidden',
    es: 'anuncios ads restricciones vetado restringido',
  },

  // Clean energy
  'division-clean-energy': {
    en: 'renewable sustainable sustainability eco environmental',
    es: 'renovable sostenible sustentable ecológico medioambiente',
  },
  'division-clean-energy-intro': {
    en: 'worth worthwhile overhead biggest burden',
    es: 'conviene',
  },
  'division-clean-energy-figures': {
    en: 'return percent percentage payoff estimate',
    es: 'porcentaje estimado ganancia amortizar',
  },
  'service-clean-energy-solar-feasibility': {
    en: 'panels pv photovoltaic contractor array sun',
    es: 'paneles placas fotovoltaico pv azotea',
  },
  'service-clean-energy-efficiency-audits': {
    en: 'insulation heating cooling windows electricity waste bulbs',
    es: 'aislamiento calefacción aire acondicionado ventanas desperdicio focos luz',
  },
  'service-clean-energy-incentive-navigation': {
    en: 'itc subsidy reimbursement cashback breaks',
    es: 'subsidio subvención itc impuestos taxes',
  },
  'service-clean-energy-cannabis-facility-energy': {
    en: 'indoor greenhouse humidity moisture lamps ventilation',
    es: 'invernadero humedad lámparas ventilación indoor',
  },

  // Prices, privacy and terms
  pricing: {
    en: 'pay cheap hourly dollar money spend pricey',
    es: 'cuesta cuestan barato caro dinero dólares',
  },
  privacy: {
    en: 'confidential confidentiality private discreet secrecy',
    es: 'confidencial confidencialidad secreto discreto resguardo',
  },
  ...twins(
    'legal-privacy-policy-information-we-collect',
    'legal-privacy-policy-informacion-que-recopilamos',
    {
      en: 'chatbot transcript spy monitor snoop',
      es: 'recolectan recogen graban espían monitorean chatbot',
    },
  ),
  ...twins(
    'legal-privacy-policy-how-we-use-your-information',
    'legal-privacy-policy-como-usamos-su-informacion',
    {
      en: 'algorithm resell monetize reason usage',
      es: 'algoritmo revender motivo propósito',
    },
  ),
  ...twins(
    'legal-privacy-policy-how-we-protect-your-information',
    'legal-privacy-policy-como-protegemos-su-informacion',
    {
      en: 'hacked hackers breach leak ssl',
      es: 'hackeo hackers robo filtración vulnerable',
    },
  ),
  ...twins(
    'legal-privacy-policy-when-we-share-information',
    'legal-privacy-policy-cuando-compartimos-informacion',
    {
      en: 'disclose subpoena forward distribute transfer',
      es: 'divulgan revelan externos citatorio reenvían',
    },
  ),
  'legal-privacy-policy-cookies': {
    en: 'tracker pixel consent retargeting login',
    es: 'rastreadores píxel consentimiento login',
  },
  ...twins('legal-privacy-policy-analytics', 'legal-privacy-policy-analitica', {
    en: 'disable metrics incognito adblock telemetry',
    es: 'desactivar métricas incógnito bloqueador adblock',
  }),
  ...twins('legal-privacy-policy-your-rights', 'legal-privacy-policy-sus-derechos', {
    en: 'erase remove unsubscribe forgotten edit',
    es: 'borrar quitar corregir olvido',
  }),
  ...twins('legal-privacy-policy-data-retention', 'legal-privacy-policy-conservacion-de-datos', {
    en: 'retain archive duration period purge storage',
    es: 'retienen duración almacenan depuran destruyen',
  }),
  ...twins('legal-privacy-policy-children-under-18', 'legal-privacy-policy-menores-de-18-anos', {
    en: 'kid teen teenager underage youth',
    es: 'niños adolescentes edad jóvenes chamacos',
  }),
  ...twins(
    'legal-privacy-policy-california-privacy-rights',
    'legal-privacy-policy-derechos-de-privacidad-en-california',
    {
      en: 'ccpa cpra consumer californian ca',
      es: 'ccpa cpra consumidor californiano ca',
    },
  ),
  ...twins('legal-privacy-policy-contact-us', 'legal-privacy-policy-comuniquese-con-nosotros', {
    en: 'complaint complain raise worried feedback',
    es: 'queja quejarme inquietud preocupación reportar',
  }),
  'legal-terms-of-service': {
    en: 'legalese binding accept eula fineprint',
    es: 'vinculante obligatorio reglamento eula',
  },
  ...twins('legal-terms-of-service-our-services', 'legal-terms-of-service-nuestros-servicios', {
    en: 'counsel litigation',
    es: 'jurídico jurídica consejero defensor litigio',
  }),
  ...twins('legal-terms-of-service-fees-and-payment', 'legal-terms-of-service-honorarios-y-pagos', {
    en: 'overdue owe owed remit',
    es: 'atrasado adeudo neto retraso morosidad',
  }),
  ...twins(
    'legal-terms-of-service-client-responsibilities',
    'legal-terms-of-service-responsabilidades-del-cliente',
    {
      en: 'odds chance denied rejected likelihood',
      es: 'probabilidad posibilidades rechazada negada denegada',
    },
  ),
  ...twins(
    'legal-terms-of-service-use-of-the-website',
    'legal-terms-of-service-uso-del-sitio-web',
    {
      en: 'misuse abuse spam bot scrape scraping',
      es: 'abuso spam bots robots indebido',
    },
  ),
  ...twins(
    'legal-terms-of-service-intellectual-property',
    'legal-terms-of-service-propiedad-intelectual',
    {
      en: 'copyright trademark reuse reproduce permission',
      es: 'copyright reutilizar reproducir plagio autoría',
    },
  ),
  ...twins(
    'legal-terms-of-service-limitation-of-liability',
    'legal-terms-of-service-limitacion-de-responsabilidad',
    {
      en: 'liable damages compensation cap maximum losses',
      es: 'daños perjuicios indemnización compensación máximo tope pérdidas',
    },
  ),
  ...twins('legal-terms-of-service-governing-law', 'legal-terms-of-service-ley-aplicable', {
    en: 'jurisdiction jurisdictional venue statute legislation',
    es: 'jurisdicción jurisdiccional legislación estatuto commonwealth',
  }),
  ...twins(
    'legal-terms-of-service-dispute-resolution',
    'legal-terms-of-service-resolucion-de-disputas',
    {
      en: 'disagreement unhappy dissatisfied grievance sue',
      es: 'desacuerdo inconforme insatisfecho pleito demandar',
    },
  ),
  ...twins(
    'legal-terms-of-service-changes-to-these-terms',
    'legal-terms-of-service-cambios-en-estos-terminos',
    {
      en: 'revised modified amend amendment version',
      es: 'versión enmienda enmendado reformados',
    },
  ),
};
