import type { Locale } from '../../../i18n/locales';
import { site, type DivisionId } from '../../../lib/site';

/**
 * Everything the booking page says, per language (the visitor's fields reuse the contact form's
 * texts, consultationText). Spanish is US Spanish addressed as usted.
 */
export interface BookingText {
  metaTitle: string;
  metaDescription: string;
  heading: string;
  lead: string;
  formLabel: string;
  division: string;
  /**
   * Every division, in the order the page offers them: the page reads the ids from here, so it
   * does not load the firm's facts (src/lib/site.ts) for four names.
   */
  divisionLabels: Record<DivisionId, string>;
  timeZone: string;
  timeZoneHint: string;
  dateHeading: string;
  /** A day of the calendar: "{date}, {count} times available" ({count} is never 0: such days are disabled). */
  dayLabel: string;
  dayLabelOne: string;
  previousMonth: string;
  nextMonth: string;
  timesHeading: string;
  chooseDateFirst: string;
  noTimes: string;
  loadingTimes: string;
  loadFailed: string;
  firmTime: string;
  detailsHeading: string;
  submit: string;
  submitting: string;
  chooseTime: string;
  slotTaken: string;
  heldHeading: string;
  heldBody: string;
  heldNote: string;
  callBackHeading: string;
  callBackBody: string;
  callBackLink: string;
  confirmHeading: string;
  confirming: string;
  confirmedHeading: string;
  confirmedBody: string;
  confirmFailedHeading: string;
  confirmFailedBody: string;
  bookAgain: string;
  manageHeading: string;
  manageLoading: string;
  manageCurrent: string;
  cancelBooking: string;
  cancelConfirm: string;
  keepBooking: string;
  cancelledHeading: string;
  cancelledBody: string;
  moveBooking: string;
  moveSubmit: string;
  movedHeading: string;
  movedBody: string;
  manageFailedHeading: string;
  manageFailedBody: string;
}

const en: BookingText = {
  metaTitle: 'Book Your Free Consultation Online',
  metaDescription: `Pick a day and time for a free 30-minute consultation with ${site.name}. We confirm by email.`,
  heading: 'Book Your Free Consultation',
  lead: 'Choose a division, a day and a time for a free 30-minute call. We confirm by email.',
  formLabel: 'Book a consultation',
  division: 'Division',
  divisionLabels: {
    cannabis: 'Cannabis & Social Equity',
    'real-estate': 'Real Estate',
    marketing: 'Marketing',
    'clean-energy': 'Clean Energy',
  },
  timeZone: 'Show times in',
  timeZoneHint: 'Times in Eastern time, the firm’s, are shown beside yours when they differ.',
  dateHeading: 'Choose a day',
  dayLabel: '{date}, {count} times available',
  dayLabelOne: '{date}, 1 time available',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  timesHeading: 'Times on {date}',
  chooseDateFirst: 'Choose a day to see its times.',
  noTimes: 'No times are open in the next 30 days.',
  loadingTimes: 'Loading the open times…',
  loadFailed: 'The open times could not be loaded.',
  firmTime: 'ET',
  detailsHeading: 'Your details',
  submit: 'Book This Time',
  submitting: 'Booking…',
  chooseTime: 'Please choose a time',
  slotTaken: 'That time was just taken. Please choose another one.',
  heldHeading: 'Check your email to confirm',
  heldBody:
    'We are holding {when} for you. Open the link we just emailed you within {minutes} minutes to confirm it.',
  heldNote: 'If the email does not arrive, check your spam folder or call us.',
  callBackHeading: 'Prefer a call back?',
  callBackBody: 'Send us a request instead and we will call you.',
  callBackLink: 'Request a call back',
  confirmHeading: 'Confirm your consultation',
  confirming: 'Confirming your consultation…',
  confirmedHeading: 'Your consultation is booked',
  confirmedBody: 'See you on {when}. We have emailed you the details.',
  confirmFailedHeading: 'This link has expired',
  confirmFailedBody:
    'The link is not valid or the 20-minute hold has run out, so the time was released.',
  bookAgain: 'Choose a time again',
  manageHeading: 'Your consultation',
  manageLoading: 'Loading your consultation…',
  manageCurrent: 'Booked for {when}.',
  cancelBooking: 'Cancel This Consultation',
  cancelConfirm: 'Yes, Cancel It',
  keepBooking: 'Keep It',
  cancelledHeading: 'Your consultation is cancelled',
  cancelledBody: 'The time is free again. We have emailed you a confirmation.',
  moveBooking: 'Choose Another Time',
  moveSubmit: 'Move to This Time',
  movedHeading: 'Your consultation has moved',
  movedBody: 'It is now on {when}. We have emailed you the new details and a new link.',
  manageFailedHeading: 'This link no longer works',
  manageFailedBody:
    'It may have been replaced by a newer one, or the meeting is over. Please check your latest email from us.',
};

const es: BookingText = {
  metaTitle: 'Reserve en línea su consulta gratuita',
  metaDescription: `Elija el día y la hora de una consulta gratuita de 30 minutos con ${site.name}. Le confirmamos por correo electrónico.`,
  heading: 'Reserve su consulta gratuita',
  lead: 'Elija una división, un día y una hora para una llamada gratuita de 30 minutos. Le confirmamos por correo electrónico.',
  formLabel: 'Reservar una consulta',
  division: 'División',
  divisionLabels: {
    cannabis: 'Cannabis y equidad social',
    'real-estate': 'Bienes raíces',
    marketing: 'Mercadeo',
    'clean-energy': 'Energía limpia',
  },
  timeZone: 'Mostrar los horarios en',
  timeZoneHint:
    'Cuando su zona horaria es otra, junto a cada hora se indica la hora del Este, la de la firma.',
  dateHeading: 'Elija un día',
  dayLabel: '{date}, {count} horarios disponibles',
  dayLabelOne: '{date}, 1 horario disponible',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  timesHeading: 'Horarios del {date}',
  chooseDateFirst: 'Elija un día para ver sus horarios.',
  noTimes: 'No hay horarios disponibles en los próximos 30 días.',
  loadingTimes: 'Cargando los horarios disponibles…',
  loadFailed: 'No se pudieron cargar los horarios disponibles.',
  firmTime: 'hora del Este',
  detailsHeading: 'Sus datos',
  submit: 'Reservar este horario',
  submitting: 'Reservando…',
  chooseTime: 'Elija un horario',
  slotTaken: 'Alguien acaba de reservar ese horario. Elija otro, por favor.',
  heldHeading: 'Confirme desde su correo electrónico',
  heldBody:
    'Le reservamos el {when}. Abra el enlace que le acabamos de enviar por correo electrónico en los próximos {minutes} minutos para confirmarlo.',
  heldNote: 'Si el mensaje no le llega, revise su carpeta de correo no deseado o llámenos.',
  callBackHeading: '¿Prefiere que lo llamemos?',
  callBackBody: 'Envíenos una solicitud y lo llamaremos.',
  callBackLink: 'Solicitar una llamada',
  confirmHeading: 'Confirme su consulta',
  confirming: 'Confirmando su consulta…',
  confirmedHeading: 'Su consulta está reservada',
  confirmedBody: 'Lo esperamos el {when}. Le enviamos los detalles por correo electrónico.',
  confirmFailedHeading: 'Este enlace venció',
  confirmFailedBody:
    'El enlace no es válido o ya pasaron los 20 minutos de la reserva, así que el horario quedó libre.',
  bookAgain: 'Elegir un horario de nuevo',
  manageHeading: 'Su consulta',
  manageLoading: 'Cargando su consulta…',
  manageCurrent: 'Reservada para el {when}.',
  cancelBooking: 'Cancelar esta consulta',
  cancelConfirm: 'Sí, cancelarla',
  keepBooking: 'Mantenerla',
  cancelledHeading: 'Su consulta está cancelada',
  cancelledBody: 'El horario quedó libre. Le enviamos una confirmación por correo electrónico.',
  moveBooking: 'Elegir otro horario',
  moveSubmit: 'Cambiar a este horario',
  movedHeading: 'Su consulta cambió de horario',
  movedBody:
    'Ahora es el {when}. Le enviamos por correo electrónico los nuevos detalles y un enlace nuevo.',
  manageFailedHeading: 'Este enlace ya no funciona',
  manageFailedBody:
    'Es posible que lo haya reemplazado uno más reciente o que la reunión ya haya pasado. Revise el último mensaje que le enviamos.',
};

/**
 * Plain strings, so a page can hand its language's text to the island as a prop (serialised into
 * the HTML): neither language weighs on the island's JS. `{name}` placeholders: `fill` (slotFormat.ts).
 */
export const bookingText: Record<Locale, BookingText> = { en, es };
