import type { Locale } from '../../i18n/locales.ts';
import type { ServiceType } from '../../lib/domain.ts';
import { hoursInProse } from '../../lib/figureInProse.ts';
import { officeHoursInSentence } from '../../lib/placeNames.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { equityVerification, site } from '../../lib/site.ts';
import { spanishPromise } from '../../i18n/responsePromise.ts';

/**
 * The visitor's acknowledgement email in the language of the page they wrote from. English is the
 * original wording; the Spanish is written for the same readers as the Spanish site (usted).
 */
export interface AcknowledgementText {
  subject: string;
  /** Without a name when the visitor's did not look like one. */
  greeting: (firstName: string | undefined) => string;
  received: (service: string) => string;
  nextHeading: string;
  /** The sentence around the response promise, which the HTML part shows in bold. */
  review: { before: string; after: string };
  equityNote: string;
  freeHourNote: string;
  urgent: string;
  phone: string;
  email: string;
  hours: string;
  /** The office hours in force (the caller's facts: after a local publish, the new ones). */
  hoursLabel: (facts: PublishedFacts) => string;
  promise: (promise: string) => string;
  service: (type: ServiceType) => string;
}

const en: AcknowledgementText = {
  subject: `We received your consultation request – ${site.name}`,
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  received: (service) =>
    `Thank you for contacting ${site.name}. We received your consultation request about ${service}.`,
  nextHeading: 'What happens next',
  review: {
    before: 'A member of our team reviews your request and contacts you within',
    after: 'to schedule your consultation.',
  },
  equityNote: `Because you are a social equity applicant, your consultation is free. ${equityVerification.en}`,
  freeHourNote: `Every new client gets at least ${site.freeConsultationMinimumHours} free hour of consultation.`,
  urgent: 'If anything is urgent, contact us directly:',
  phone: 'Phone',
  email: 'Email',
  hours: 'Office hours',
  hoursLabel: (facts) => officeHoursInSentence('en', facts),
  promise: (promise) => promise,
  service: (type) => type,
};

const SPANISH_SERVICES: Record<ServiceType, string> = {
  'Cannabis/Social Equity': 'cannabis y equidad social',
  'Real Estate': 'bienes raíces',
  Marketing: 'mercadeo',
  'Clean Energy': 'energía limpia',
  'Multiple Services': 'varios servicios',
};

const es: AcknowledgementText = {
  subject: `Recibimos su solicitud de consulta – ${site.name}`,
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  received: (service) =>
    `Gracias por comunicarse con ${site.name}. Recibimos su solicitud de consulta sobre ${service}.`,
  nextHeading: 'Próximos pasos',
  review: {
    before:
      'Una persona de nuestro equipo revisará su solicitud y se comunicará con usted en un plazo de',
    after: 'para programar su consulta.',
  },
  equityNote: `Como usted es solicitante de equidad social, su consulta es gratuita. ${equityVerification.es}`,
  freeHourNote: `Todo cliente nuevo recibe al menos ${hoursInProse(site.freeConsultationMinimumHours, 'es')} hora de consulta gratuita.`,
  urgent: 'Si se trata de algo urgente, comuníquese directamente con nosotros:',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario de oficina',
  // It follows 'Horario de oficina:', after which Spanish continues in lower case.
  hoursLabel: (facts) => officeHoursInSentence('es', facts),
  promise: spanishPromise,
  service: (type) => SPANISH_SERVICES[type],
};

export const acknowledgementText: Record<Locale, AcknowledgementText> = { en, es };
