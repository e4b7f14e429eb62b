import type { ServiceType } from '../../lib/domain.ts';
import type { Locale } from '../../i18n/locales.ts';
import { equityRegionNames } from '../../lib/placeNames.ts';
import { equityVerification, site } from '../../lib/site.ts';
import { spanishPromise } from '../../i18n/responsePromise.ts';
import type { ToasterLabels } from '../ui/toaster.tsx';
import { errorText, type ErrorText } from './publicForm/errorText.ts';

/**
 * Everything the consultation form says, per language. English is the required text, word for word.
 * The page passes its language's text to the island as a prop (plain strings, serialised into the
 * HTML), not in its JS (docs/design.md, "Byte budgets").
 */
export interface ConsultationText {
  formLabel: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  optional: string;
  serviceInterest: string;
  serviceLabels: Record<ServiceType, string>;
  equityLabel: string;
  equityHint: string;
  message: string;
  messagePlaceholder: string;
  loading: string;
  submitting: string;
  submitEquity: string;
  submit: string;
  failedTitle: string;
  failedFallback: string;
  receivedTitle: string;
  /** The toast under 'Request Received', with the same promise the confirmation screen gives. */
  receivedDescription: string;
  receivedDescriptionEquity: string;
  successHeading: string;
  successBefore: string;
  successAfter: string;
  successAfterEquity: string;
  /** The response promises as this language writes them ('24-48 hours', '24 a 48 horas'). */
  responsePromise: string;
  equityResponsePromise: string;
  another: string;
  /** The toast region's and close button's names (Radix's own are English). */
  notifications: ToasterLabels;
  /** The shared schema's validation messages in this language, keyed by the English message. */
  messages: Readonly<Record<string, string>>;
  /** The API's refusals in this language, by code (the booking form uses them too). */
  errors: ErrorText;
}

const regions = {
  en: equityRegionNames('en', site, 'code'),
  es: equityRegionNames('es', site, 'code'),
};

const en: ConsultationText = {
  formLabel: 'Consultation request',
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone',
  company: 'Company',
  optional: '(optional)',
  serviceInterest: 'Service Interest',
  serviceLabels: {
    'Cannabis/Social Equity': 'Cannabis/Social Equity',
    'Real Estate': 'Real Estate',
    Marketing: 'Marketing',
    'Clean Energy': 'Clean Energy',
    'Multiple Services': 'Multiple Services',
  },
  equityLabel: 'I am a social equity applicant',
  equityHint: `Certified in ${regions.en.slice(0, -1).join(', ')} or ${regions.en.at(-1)}. Your consultation is free. ${equityVerification.en}`,
  message: 'How Can We Help?',
  messagePlaceholder: 'Tell us about your project, timeline and goals.',
  loading: 'Loading…',
  submitting: 'Submitting...',
  submitEquity: 'Request Free Equity Consultation',
  submit: 'Request Consultation',
  failedTitle: 'Submission Failed',
  failedFallback: 'Please try again or contact us directly.',
  receivedTitle: 'Consultation Request Received',
  receivedDescription: `We'll be in touch within ${site.responsePromise} to schedule your consultation.`,
  receivedDescriptionEquity: `We'll be in touch within ${site.equityResponsePromise} to schedule your consultation.`,
  successHeading: 'Request Received!',
  successBefore: 'Thank you for reaching out. We’ll contact you within',
  successAfter: 'to schedule your consultation.',
  successAfterEquity: 'to schedule your free equity consultation.',
  responsePromise: site.responsePromise,
  equityResponsePromise: site.equityResponsePromise,
  another: 'Submit Another Request',
  notifications: {
    region: 'Notifications ({hotkey})',
    toast: 'Notification',
    close: 'Dismiss notification',
  },
  messages: {},
  errors: errorText.en,
};

const es: ConsultationText = {
  formLabel: 'Solicitud de consulta',
  name: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  company: 'Empresa',
  optional: '(opcional)',
  serviceInterest: 'Servicio de interés',
  serviceLabels: {
    'Cannabis/Social Equity': 'Cannabis y equidad social',
    'Real Estate': 'Bienes raíces',
    Marketing: 'Mercadeo',
    'Clean Energy': 'Energía limpia',
    'Multiple Services': 'Varios servicios',
  },
  equityLabel: 'Soy solicitante de equidad social',
  equityHint: `Con certificación en ${regions.es.slice(0, -1).join(', ')} o ${regions.es.at(-1)}. Su consulta es gratuita. ${equityVerification.es}`,
  message: '¿Cómo podemos ayudarle?',
  messagePlaceholder: 'Cuéntenos sobre su proyecto, sus plazos y sus metas.',
  loading: 'Cargando…',
  submitting: 'Enviando…',
  submitEquity: 'Solicitar mi consulta gratuita de equidad social',
  submit: 'Solicitar consulta',
  failedTitle: 'No se pudo enviar',
  failedFallback: 'Inténtelo de nuevo o comuníquese directamente con nosotros.',
  receivedTitle: 'Recibimos su solicitud de consulta',
  receivedDescription: `Nos comunicaremos con usted en un plazo de ${promiseIn('es', site.responsePromise)} para programar su consulta.`,
  receivedDescriptionEquity: `Nos comunicaremos con usted en un plazo de ${promiseIn('es', site.equityResponsePromise)} para programar su consulta.`,
  successHeading: '¡Solicitud recibida!',
  successBefore: 'Gracias por escribirnos. Nos comunicaremos con usted en un plazo de',
  successAfter: 'para programar su consulta.',
  successAfterEquity: 'para programar su consulta gratuita de equidad social.',
  responsePromise: promiseIn('es', site.responsePromise),
  equityResponsePromise: promiseIn('es', site.equityResponsePromise),
  another: 'Enviar otra solicitud',
  notifications: {
    region: 'Notificaciones ({hotkey})',
    toast: 'Notificación',
    close: 'Cerrar notificación',
  },
  messages: {
    'Name must be at least 2 characters': 'El nombre debe tener al menos 2 caracteres',
    'Please enter a valid email address': 'Escriba un correo electrónico válido',
    'Please provide more details about your needs': 'Cuéntenos con más detalle lo que necesita',
    'Please choose one of the listed services': 'Elija uno de los servicios de la lista',
    'Name must be at most 100 characters': 'El nombre puede tener como máximo 100 caracteres',
    'Email must be at most 254 characters':
      'El correo electrónico puede tener como máximo 254 caracteres',
    'Phone must be at most 40 characters': 'El teléfono puede tener como máximo 40 caracteres',
    'Company must be at most 200 characters':
      'El nombre de la empresa puede tener como máximo 200 caracteres',
    'Message must be at most 5000 characters':
      'El mensaje puede tener como máximo 5,000 caracteres',
  },
  // The API's answers (validation, rate limits, the spam checks, 403/413/500…) are mapped by code.
  errors: errorText.es,
};

export const consultationText: Record<Locale, ConsultationText> = { en, es };

/** The response promise as written in Spanish ('24-48 hours' → '24 a 48 horas'). */
export function promiseIn(locale: Locale, promise: string): string {
  return locale === 'en' ? promise : spanishPromise(promise);
}
