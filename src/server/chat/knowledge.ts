import type { Locale } from '../../i18n/locales.ts';
import { spanishPromise } from '../../i18n/responsePromise.ts';
import { figureInProse } from '../../lib/figureInProse.ts';
import {
  equityRegionNames,
  listInProse,
  hoursLabelInSentence,
  serviceAreaNames,
} from '../../lib/placeNames.ts';
import type { Passage } from './types.ts';

/** The firm facts the assistant needs (a subset of src/lib/site.ts). */
export interface SiteFacts {
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  hours: { days: string; opens: string; closes: string; label: string };
  serviceAreas: readonly string[];
  serviceAreaNames: readonly string[];
  equityCertificationRegions: readonly string[];
  responsePromise: string;
  equityResponsePromise: string;
  founded: number;
  /** The firm's profiles (src/content/facts/firm.json), when it lists any. */
  social?: { instagram?: string; linkedin?: string };
  stats: {
    clientsServed: string;
    proBonoHoursPerYear: string;
    proBonoHoursPerWeek: string;
    statesServed: string;
    yearsInPractice: string;
    entrepreneursSupported: string;
    groupsLicensedOrPartnered: string;
    legacyBrandsTransitioned: string;
  };
}

export interface KnowledgeSources {
  /** Firm facts: contact details, hours, areas. */
  site: SiteFacts;
  /**
   * Topic passages: the ones generated from the content collections
   * (src/server/chat/generated/contentPassages.ts) and the hand-written ones (src/server/chat/passages.ts).
   */
  passages: readonly Passage[];
  /** The language of the passages; the firm-fact passages are written in it too. */
  locale?: Locale;
  /**
   * The Spanish office hours in force ('Lunes a viernes, …'; the Spanish facts twin), needed when
   * `locale` is 'es': the facts are passed in, never read from the shipped module.
   */
  spanishOfficeHours?: string;
}

export interface Knowledge {
  locale: Locale;
  passages: Passage[];
  /** The firm's phone and email, for "I don't know" answers and the widget's failure message. */
  contact: { phone: string; email: string; hours: string };
}

/** The firm's social profiles, as one passage (none when the facts list no profile). */
function socialPassage(site: SiteFacts, locale: Locale): Passage[] {
  const accounts = (
    [
      ['Instagram', site.social?.instagram],
      ['LinkedIn', site.social?.linkedin],
    ] as const
  ).filter(([, address]) => Boolean(address));
  if (!accounts.length) return [];
  const profiles = accounts.map(([network, address]) => `${network} (${address})`);
  // Searched by every network's name: "are you on TikTok?" or "instagram o facebook?" is answered
  // with the profiles the firm has, which names the networks it is on.
  const networks = 'instagram linkedin facebook tiktok youtube twitter';
  return [
    locale === 'es'
      ? {
          id: 'social',
          title: 'Síganos',
          text: `Síganos en ${listInProse(profiles, 'es')}.`,
          url: '/es/contact',
          keywords: `${networks} redes sociales seguir perfil`,
        }
      : {
          id: 'social',
          title: 'Follow us',
          text: `Follow us on ${listInProse(profiles, 'en')}.`,
          url: '/contact',
          keywords: `${networks} socials social media follow profile`,
        },
  ];
}

/** The passages that come straight from site.ts, so a changed phone number reaches the assistant. */
function siteFactPassages(site: SiteFacts): Passage[] {
  const a = site.address;
  const address = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  const areas = listInProse(site.serviceAreaNames, 'en');
  const s = site.stats;
  return [
    {
      id: 'office',
      title: 'Our office address',
      text: `Our office is at ${address}. It is open ${site.hours.label}.`,
      url: '/contact',
      keywords: 'office address location street zip postal code directions',
    },
    {
      id: 'impact-figures',
      title: 'Our social equity impact in figures',
      text: `Our impact so far: ${s.entrepreneursSupported} entrepreneurs supported, ${s.groupsLicensedOrPartnered} groups licensed or partnered, ${s.proBonoHoursPerYear} pro bono hours a year and ${s.legacyBrandsTransitioned} legacy brands transitioned (the entrepreneurs count our clients and the people we mentor pro bono). Since ${site.founded} we have served ${s.clientsServed} clients across ${s.statesServed} states and have ${s.yearsInPractice} years of experience.`,
      url: '/impact',
      keywords:
        'impact results track record experience clients entrepreneurs brands groups history founding years figures numbers',
    },
    {
      id: 'pro-bono',
      title: 'Pro bono work',
      text: `We give ${s.proBonoHoursPerYear} pro bono hours a year (${s.proBonoHoursPerWeek} hours a week), and have offered pro bono mentorship since ${site.founded}. Pro bono work is at the firm's discretion.`,
      url: '/impact',
      keywords: 'pro bono volunteer mentorship community free help',
    },
    {
      id: 'contact',
      title: 'How to contact us',
      text: `Call us at ${site.phone}, email ${site.email}, or send a consultation request with the form on our contact page. Our office is at ${address}. We answer requests within ${site.responsePromise} (within ${site.equityResponsePromise} for social equity applicants).`,
      url: '/contact',
      keywords:
        'contact phone number telephone email e-mail mail address call talk reach ahold touch message',
    },
    ...socialPassage(site, 'en'),
    {
      id: 'hours',
      title: 'Office hours',
      text: `Our office hours are ${site.hours.days}, ${site.hours.opens} to ${site.hours.closes} (${site.hours.label}). Outside those hours, send a request from the contact page and we will get back to you within ${site.responsePromise}.`,
      url: '/contact',
      keywords:
        'hours days open opening close closed closing time weekday weekend monday tuesday wednesday thursday friday saturday sunday schedule availability',
    },
    {
      id: 'service-areas',
      title: 'Where we work',
      text: `We are headquartered in ${site.address.city}, ${site.address.region}, and work with clients in ${areas} (${site.serviceAreas.join(', ')}). Social equity certifications we work with: ${site.equityCertificationRegions.join(', ')}.`,
      url: '/contact',
      keywords: 'area region state serve cover headquarters location',
    },
    {
      id: 'response-time',
      title: 'How fast we respond',
      text: `We get back to every consultation request within ${site.responsePromise}, and within ${site.equityResponsePromise} for social equity applicants.`,
      url: '/contact',
      keywords: 'response reply answer wait time quick hear back',
    },
  ];
}

/** Office hours as written on the Spanish pages, inside a sentence (it ends one: '… p. m.'). */
const spanishHours = (spanishOfficeHours: string) =>
  `de ${hoursLabelInSentence(spanishOfficeHours, 'es')}`;

/** The same facts for the Spanish assistant, linking the /es pages. */
function spanishSiteFactPassages(site: SiteFacts, spanishOfficeHours: string): Passage[] {
  const a = site.address;
  const address = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  const areas = listInProse(serviceAreaNames('es', site), 'es');
  const regions = equityRegionNames('es', site, 'code');
  const s = site.stats;
  // '20+' is written 'más de 20' in Spanish prose, as on the pages.
  const inProse = (figure: string) => figureInProse(figure, 'es');
  const promise = spanishPromise(site.responsePromise);
  const equityPromise = spanishPromise(site.equityResponsePromise);
  return [
    {
      id: 'office',
      title: 'Dirección de nuestra oficina',
      text: `Nuestra oficina está en ${address}. Abre ${spanishHours(spanishOfficeHours)}`,
      url: '/es/contact',
      keywords: 'oficina dirección ubicación calle código postal',
    },
    {
      id: 'impact-figures',
      title: 'Nuestro impacto en equidad social en cifras',
      text: `Nuestro impacto hasta hoy: ${inProse(s.entrepreneursSupported)} emprendedores apoyados con asesoría y mentoría, ${inProse(s.groupsLicensedOrPartnered)} grupos que obtuvieron su licencia o se aliaron con nosotros, ${inProse(s.proBonoHoursPerYear)} horas pro bono al año y ${s.legacyBrandsTransitioned} marcas del mercado tradicional que ya pasaron al mercado legal (los emprendedores incluyen a nuestros clientes y a las personas que asesoramos pro bono). Desde ${site.founded} hemos atendido a ${inProse(s.clientsServed)} clientes en ${s.statesServed} estados, y tenemos ${inProse(s.yearsInPractice)} años de experiencia.`,
      url: '/es/impact',
      keywords:
        'impacto resultados trayectoria experiencia clientes emprendedores marcas grupos historia fundación años cifras números',
    },
    {
      id: 'pro-bono',
      title: 'Trabajo pro bono',
      text: `Dedicamos ${inProse(s.proBonoHoursPerYear)} horas pro bono al año (${inProse(s.proBonoHoursPerWeek)} horas semanales) y ofrecemos mentoría pro bono desde ${site.founded}. El trabajo pro bono queda a discreción de la firma.`,
      url: '/es/impact',
      keywords: 'pro bono voluntariado mentoría comunidad ayuda gratuita',
    },
    {
      id: 'contact',
      title: 'Cómo comunicarse con nosotros',
      text: `Llámenos al ${site.phone}, escríbanos a ${site.email} o envíe una solicitud de consulta con el formulario de nuestra página de contacto. Nuestra oficina está en ${address}. Respondemos a toda solicitud de consulta en un plazo de ${promise}, y en un plazo de ${equityPromise} si usted es solicitante de equidad social.`,
      url: '/es/contact',
      keywords:
        'contacto teléfono número correo electrónico email dirección llamar hablar comunicarse',
    },
    ...socialPassage(site, 'es'),
    {
      id: 'hours',
      title: 'Horario de oficina',
      text: `Nuestro horario de oficina es ${spanishHours(spanishOfficeHours)} Fuera de ese horario, envíe una solicitud desde la página de contacto y le responderemos en un plazo de ${promise}.`,
      url: '/es/contact',
      keywords:
        'horario horas días abrir abierto cerrar cerrado hora semana fin de semana lunes martes miércoles jueves viernes sábado domingo disponibilidad',
    },
    {
      id: 'service-areas',
      title: 'Dónde trabajamos',
      text: `Nuestra sede está en ${site.address.city}, ${site.address.region}, y trabajamos con clientes en ${areas} (${site.serviceAreas.join(', ')}). Apoyamos la certificación de equidad social en ${listInProse(regions, 'es')}.`,
      url: '/es/contact',
      keywords: 'zona región estado atender cubrir sede ubicación',
    },
    {
      id: 'response-time',
      title: 'Qué tan rápido respondemos',
      text: `Respondemos a toda solicitud de consulta en un plazo de ${promise}, y en un plazo de ${equityPromise} si usted es solicitante de equidad social.`,
      url: '/es/contact',
      keywords:
        'respuesta responder contestar esperar tiempo rápido plazo tardar tardan demorar demoran',
    },
  ];
}

/**
 * Gathers everything the assistant may say into one list of passages. It is a pure function of its
 * sources so tests can build it from changed facts.
 */
export function buildKnowledge(sources: KnowledgeSources): Knowledge {
  const locale = sources.locale ?? 'en';
  const spanishOfficeHours = sources.spanishOfficeHours ?? '';
  if (locale === 'es' && !spanishOfficeHours) {
    throw new Error('Spanish chat knowledge needs the Spanish office hours in force');
  }
  const facts =
    locale === 'es'
      ? spanishSiteFactPassages(sources.site, spanishOfficeHours)
      : siteFactPassages(sources.site);
  const passages = [...facts, ...sources.passages];
  const ids = new Set<string>();
  for (const passage of passages) {
    if (ids.has(passage.id)) throw new Error(`Duplicate chat passage id "${passage.id}"`);
    ids.add(passage.id);
  }
  return {
    locale,
    passages,
    contact: {
      phone: sources.site.phone,
      email: sources.site.email,
      hours: locale === 'es' ? spanishHours(spanishOfficeHours) : sources.site.hours.label,
    },
  };
}
