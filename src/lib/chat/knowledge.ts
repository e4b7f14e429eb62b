import type { Locale } from '../../i18n/locales.ts';
import { spanishPromise } from '../../i18n/responsePromise.ts';
import { figureInProse } from '../figureInProse.ts';
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
   * (src/lib/chat/generated/contentPassages.ts) and the hand-written ones (src/lib/chat/passages.ts).
   */
  passages: readonly Passage[];
  /** The language of the passages; the firm-fact passages are written in it too. */
  locale?: Locale;
}

export interface Knowledge {
  locale: Locale;
  passages: Passage[];
  /** The firm's phone and email, for "I don't know" answers and the widget's failure message. */
  contact: { phone: string; email: string; hours: string };
}

/** The passages that come straight from site.ts, so a changed phone number reaches the assistant. */
function siteFactPassages(site: SiteFacts): Passage[] {
  const a = site.address;
  const address = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  const areas = site.serviceAreaNames.join(', ').replace(/, ([^,]*)$/, ' and $1');
  const s = site.stats;
  return [
    {
      id: 'office',
      title: 'Our office address',
      text: `Our office is at ${address}. It is open ${site.hours.label}.`,
      url: '/contact',
      keywords: 'office address located location where visit street zip postal code directions',
    },
    {
      id: 'impact-figures',
      title: 'Our social equity impact in figures',
      text: `Our impact so far: ${s.entrepreneursSupported} entrepreneurs supported, ${s.groupsLicensedOrPartnered} groups licensed or partnered, ${s.proBonoHoursPerYear} pro bono hours a year and ${s.legacyBrandsTransitioned} legacy brands transitioned. We have served ${s.clientsServed} clients across ${s.statesServed} states and have ${s.yearsInPractice} years of experience since our founding in ${site.founded}.`,
      url: '/impact',
      keywords:
        'impact results track record experience clients served entrepreneurs brands groups licensed history founded founding years how long business numbers figures many',
    },
    {
      id: 'pro-bono',
      title: 'Pro bono work',
      text: `We give ${s.proBonoHoursPerYear} pro bono hours a year (${s.proBonoHoursPerWeek} hours a week), and have offered pro bono mentorship since ${site.founded}. Pro bono work is at the firm's discretion.`,
      url: '/impact',
      keywords:
        'pro bono probono volunteer volunteering mentorship mentor community give back free help nonprofit week',
    },
    {
      id: 'contact',
      title: 'How to contact us',
      text: `Call us at ${site.phone}, email ${site.email}, or send a consultation request with the form on our contact page. Our office is at ${address}. We answer requests within ${site.responsePromise} (within ${site.equityResponsePromise} for social equity applicants).`,
      url: '/contact',
      keywords:
        'contact reach call phone number telephone email mail address talk speak get in touch book booking appointment schedule request',
    },
    {
      id: 'hours',
      title: 'Office hours',
      text: `Our office hours are ${site.hours.days}, ${site.hours.opens} to ${site.hours.closes} (${site.hours.label}). Outside those hours, send a request from the contact page and we will get back to you within ${site.responsePromise}.`,
      url: '/contact',
      keywords:
        'hours open opening close closing when time times weekday weekend saturday sunday available availability',
    },
    {
      id: 'service-areas',
      title: 'Where we work',
      text: `We are headquartered in ${site.address.city}, ${site.address.region}, and work with clients in ${areas} (${site.serviceAreas.join(', ')}). Social equity certifications we work with: ${site.equityCertificationRegions.join(', ')}.`,
      url: '/contact',
      keywords:
        'where area areas region regions state states serve service area headquarters headquartered based massachusetts rhode island connecticut new york ma ri ct ny',
    },
    {
      id: 'response-time',
      title: 'How fast we respond',
      text: `We get back to every consultation request within ${site.responsePromise}, and within ${site.equityResponsePromise} for social equity applicants.`,
      url: '/contact',
      keywords:
        'respond response reply answer back hear how long wait soon quickly fast faster turnaround equity applicant',
    },
  ];
}

/** Office hours and response promises as written on the Spanish pages (it ends a sentence). */
const SPANISH_HOURS = 'de lunes a viernes, de 9:00 a. m. a 5:00 p. m.';

/** The same facts for the Spanish assistant, linking the /es pages. */
function spanishSiteFactPassages(site: SiteFacts): Passage[] {
  const a = site.address;
  const address = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  const names = site.serviceAreaNames.map((n) => (n === 'New York' ? 'Nueva York' : n));
  const areas = `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  const regions = site.equityCertificationRegions.map((r) =>
    r === 'City of Boston' ? 'la Ciudad de Boston' : r,
  );
  const s = site.stats;
  // '20+' is written 'más de 20' in Spanish prose, as on the pages.
  const inProse = (figure: string) => figureInProse(figure, 'es');
  const promise = spanishPromise(site.responsePromise);
  const equityPromise = spanishPromise(site.equityResponsePromise);
  return [
    {
      id: 'office',
      title: 'Dirección de nuestra oficina',
      text: `Nuestra oficina está en ${address}. Abre ${SPANISH_HOURS}`,
      url: '/es/contact',
      keywords:
        'oficina direccion donde ubicados ubicacion visitar calle codigo postal como llegar',
    },
    {
      id: 'impact-figures',
      title: 'Nuestro impacto en equidad social en cifras',
      text: `Nuestro impacto hasta hoy: ${inProse(s.entrepreneursSupported)} emprendedores apoyados, ${inProse(s.groupsLicensedOrPartnered)} grupos que obtuvieron su licencia o se aliaron con nosotros, ${inProse(s.proBonoHoursPerYear)} horas pro bono al año y ${s.legacyBrandsTransitioned} marcas del mercado tradicional que ya pasaron al mercado legal. Hemos atendido a ${inProse(s.clientsServed)} clientes en ${s.statesServed} estados y tenemos ${inProse(s.yearsInPractice)} años de experiencia desde nuestra fundación en ${site.founded}.`,
      url: '/es/impact',
      keywords:
        'impacto resultados trayectoria experiencia clientes atendidos emprendedores marcas grupos licencia historia fundada fundacion años cifras numeros',
    },
    {
      id: 'pro-bono',
      title: 'Trabajo pro bono',
      text: `Dedicamos ${inProse(s.proBonoHoursPerYear)} horas pro bono al año (${inProse(s.proBonoHoursPerWeek)} horas semanales) y ofrecemos mentoría pro bono desde ${site.founded}. El trabajo pro bono queda a discreción de la firma.`,
      url: '/es/impact',
      keywords: 'pro bono voluntariado mentoria mentor comunidad gratis ayuda gratuita semana',
    },
    {
      id: 'contact',
      title: 'Cómo comunicarse con nosotros',
      text: `Llámenos al ${site.phone}, escríbanos a ${site.email} o envíe una solicitud de consulta con el formulario de nuestra página de contacto. Nuestra oficina está en ${address}. Respondemos las solicitudes en un plazo de ${promise} (${equityPromise} para solicitantes de equidad social).`,
      url: '/es/contact',
      keywords:
        'contacto contactar comunicarme llamar telefono numero correo electronico email escribir hablar cita reservar agendar solicitud',
    },
    {
      id: 'hours',
      title: 'Horario de oficina',
      text: `Nuestro horario de oficina es ${SPANISH_HOURS} Fuera de ese horario, envíe una solicitud desde la página de contacto y le responderemos en un plazo de ${promise}.`,
      url: '/es/contact',
      keywords:
        'horario horarios hora horas abren abierto abiertos cierran cerrado atienden trabajan fin de semana sabado domingo disponible',
    },
    {
      id: 'service-areas',
      title: 'Dónde trabajamos',
      text: `Nuestra sede está en ${site.address.city}, ${site.address.region}, y trabajamos con clientes en ${areas} (${site.serviceAreas.join(', ')}). Apoyamos la certificación de equidad social en ${regions.slice(0, -1).join(', ')} y ${regions.at(-1)}.`,
      url: '/es/contact',
      keywords:
        'donde zona zonas region estado estados atienden sirven sede massachusetts rhode island connecticut nueva york',
    },
    {
      id: 'response-time',
      title: 'Qué tan rápido respondemos',
      text: `Respondemos toda solicitud de consulta en un plazo de ${promise}, y de ${equityPromise} para los solicitantes de equidad social.`,
      url: '/es/contact',
      keywords: 'responden respuesta contestan tiempo tardan esperar pronto rapido plazo',
    },
  ];
}

/**
 * Gathers everything the assistant may say into one list of passages. It is a pure function of its
 * sources so tests can build it from changed facts.
 */
export function buildKnowledge(sources: KnowledgeSources): Knowledge {
  const locale = sources.locale ?? 'en';
  const facts =
    locale === 'es' ? spanishSiteFactPassages(sources.site) : siteFactPassages(sources.site);
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
      hours: locale === 'es' ? SPANISH_HOURS : sources.site.hours.label,
    },
  };
}
