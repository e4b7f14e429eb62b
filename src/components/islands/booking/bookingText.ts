import type { Locale } from '../../../i18n/locales.ts';
import { BOOKING_MESSAGES } from '../../../lib/schemas/booking.ts';
import { lengthInProse } from '../../../lib/booking/timeLabels.ts';
import { site, type DivisionId } from '../../../lib/site.ts';

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
  /** A day with no times (disabled): no "0 times available" read out. */
  dayLabelNone: string;
  /** The calendar's month navigation (react-day-picker names it in English otherwise). */
  navLabel: string;
  previousMonth: string;
  nextMonth: string;
  /** "{date}" and "{zone}": the zone is named beside the times, where the visitor picks. */
  timesHeading: string;
  /** The times section's heading before a day is chosen (not a second "Choose a day"). */
  timesHeadingEmpty: string;
  chooseDateFirst: string;
  noTimes: string;
  loadingTimes: string;
  loadFailed: string;
  /** Online booking has no host with hours: the request form takes the picker's place. */
  bookingOffHeading: string;
  bookingOffBody: string;
  /** The division chosen has no open times: the request form below, the division kept. */
  noTimesForDivision: string;
  phoneHint: string;
  detailsHeading: string;
  submit: string;
  submitting: string;
  chooseTime: string;
  slotTaken: string;
  heldHeading: string;
  heldBody: string;
  heldNote: string;
  /** Validation and server messages in this language, keyed by the English message. */
  messages: Readonly<Record<string, string>>;
  callBackHeading: string;
  callBackBody: string;
  callBackLink: string;
  confirmHeading: string;
  confirming: string;
  confirmedHeading: string;
  confirmedBody: string;
  whenLabel: string;
  divisionLabel: string;
  lengthLabel: string;
  lengthValue: string;
  addToCalendar: string;
  googleCalendar: string;
  outlookCalendar: string;
  icsDownload: string;
  calendarTitle: string;
  calendarDetails: string;
  manageLink: string;
  manageByEmail: string;
  confirmCancelledHeading: string;
  confirmCancelledBody: string;
  confirmFailedHeading: string;
  confirmFailedBody: string;
  bookAgain: string;
  manageHeading: string;
  manageLoading: string;
  manageCurrent: string;
  cancelBooking: string;
  /** The question the confirming step asks, with the booking's time. */
  cancelAsk: string;
  cancelConfirm: string;
  keepBooking: string;
  cancelledHeading: string;
  cancelledBody: string;
  /** The manage link opened again after the consultation was cancelled. */
  alreadyCancelledBody: string;
  moveBooking: string;
  moveSubmit: string;
  movedHeading: string;
  movedBody: string;
  manageFailedHeading: string;
  manageFailedBody: string;
}

const en: BookingText = {
  metaTitle: 'Book Your Free Consultation Online',
  metaDescription: `Pick a day and time for a free ${lengthInProse('en', site.consultationMinutes)} consultation with ${site.name}. We call you and confirm by email.`,
  heading: 'Book Your Free Consultation',
  lead: `Choose a division, a day and a time for a free ${lengthInProse('en', site.consultationMinutes)} call. We call you at the number you give and confirm by email.`,
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
  dayLabelNone: '{date}, no times',
  navLabel: 'Calendar months',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  timesHeading: 'Times on {date} ({zone})',
  timesHeadingEmpty: 'Choose a time',
  chooseDateFirst: 'Choose a day to see its times.',
  noTimes: 'No times are open in the next 30 days.',
  loadingTimes: 'Loading the open times…',
  loadFailed: 'The open times could not be loaded.',
  bookingOffHeading: 'No times are open for online booking right now',
  bookingOffBody:
    'Send us your request below and we will call you to set a time for your free consultation.',
  noTimesForDivision:
    'No times are open for {division} in the next 30 days. Choose another division, or send us your request below and we will call you to set a time.',
  phoneHint: 'We call you at this number.',
  detailsHeading: 'Your details',
  submit: 'Book This Time',
  submitting: 'Booking…',
  chooseTime: 'Please choose a time',
  slotTaken: 'That time was just taken. Please choose another one.',
  heldHeading: 'Check your email to confirm',
  heldBody:
    'We are holding {when} for you for {minutes} minutes. Open the link we just emailed you to confirm it.',
  heldNote: 'If the email does not arrive, check your spam folder or call us.',
  messages: {},
  callBackHeading: 'Prefer a call back?',
  callBackBody: 'Send us a request instead and we will call you.',
  callBackLink: 'Request a call back',
  confirmHeading: 'Confirm your consultation',
  confirming: 'Confirming your consultation…',
  confirmedHeading: 'Your consultation is booked',
  confirmedBody:
    'We will call you on {when}. We have emailed you the details and a calendar invitation.',
  whenLabel: 'When',
  divisionLabel: 'Division',
  lengthLabel: 'Length',
  lengthValue: '{minutes} minutes, free',
  addToCalendar: 'Add to your calendar',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  icsDownload: 'Download .ics (Apple Calendar and others)',
  calendarTitle: `Free consultation with ${site.name} ({division})`,
  calendarDetails: `${site.name} calls you at the number you gave. To move or cancel: {link}`,
  manageLink: 'Move or cancel this consultation',
  manageByEmail: 'To move or cancel it, use the link in the email we sent you.',
  confirmCancelledHeading: 'This consultation was cancelled',
  confirmCancelledBody:
    'It was cancelled after it was confirmed, so this link no longer books it. You can choose a new time.',
  confirmFailedHeading: 'This link has expired',
  confirmFailedBody:
    'The link is not valid or the 20-minute hold has run out, so the time was released.',
  bookAgain: 'Choose a time again',
  manageHeading: 'Your consultation',
  manageLoading: 'Loading your consultation…',
  manageCurrent: 'Booked for {when}.',
  cancelBooking: 'Cancel This Consultation',
  cancelAsk: 'Cancel your consultation on {when}?',
  cancelConfirm: 'Yes, Cancel It',
  keepBooking: 'No, Keep It',
  cancelledHeading: 'Your consultation is cancelled',
  cancelledBody: 'The time is free again. We have emailed you a confirmation.',
  alreadyCancelledBody: 'This consultation was cancelled earlier. The time is free again.',
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
  metaDescription: `Elija el día y la hora de una consulta gratuita ${lengthInProse('es', site.consultationMinutes)} con ${site.name}. Lo llamamos y le confirmamos por correo electrónico.`,
  heading: 'Reserve su consulta gratuita',
  lead: `Elija una división, un día y una hora para una llamada gratuita ${lengthInProse('es', site.consultationMinutes)}. Lo llamamos al número que nos indique y le confirmamos por correo electrónico.`,
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
  dayLabelNone: '{date}, sin horarios',
  navLabel: 'Meses del calendario',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  timesHeading: 'Horarios del {date} ({zone})',
  timesHeadingEmpty: 'Elija una hora',
  chooseDateFirst: 'Elija un día para ver sus horarios.',
  noTimes: 'No hay horarios disponibles en los próximos 30 días.',
  loadingTimes: 'Cargando los horarios disponibles…',
  loadFailed: 'No se pudieron cargar los horarios disponibles.',
  bookingOffHeading: 'Por ahora no hay horarios disponibles para reservar en línea',
  bookingOffBody:
    'Envíenos su solicitud a continuación y lo llamaremos para acordar la hora de su consulta gratuita.',
  noTimesForDivision:
    'No hay horarios disponibles de {division} en los próximos 30 días. Elija otra división o envíenos su solicitud a continuación y lo llamaremos para acordar una hora.',
  phoneHint: 'Lo llamaremos a este número.',
  detailsHeading: 'Sus datos',
  submit: 'Reservar este horario',
  submitting: 'Reservando…',
  chooseTime: 'Elija un horario',
  slotTaken: 'Alguien acaba de reservar ese horario. Elija otro, por favor.',
  heldHeading: 'Confirme desde su correo electrónico',
  // Not "Le reservamos": nothing is booked until the visitor confirms.
  heldBody:
    'Le guardamos el {when} durante {minutes} minutos. Abra el enlace que le acabamos de enviar por correo electrónico para confirmarlo.',
  heldNote: 'Si el mensaje no le llega, revise su carpeta de correo no deseado o llámenos.',
  messages: {
    [BOOKING_MESSAGES.phone]: 'Escriba un número de teléfono al que podamos llamarlo',
    [BOOKING_MESSAGES.start]: 'Elija uno de los horarios ofrecidos',
  },
  callBackHeading: '¿Prefiere que lo llamemos?',
  callBackBody: 'Envíenos una solicitud y lo llamaremos.',
  callBackLink: 'Solicitar una llamada',
  confirmHeading: 'Confirme su consulta',
  confirming: 'Confirmando su consulta…',
  confirmedHeading: 'Su consulta está reservada',
  // A phone call: "Lo llamaremos", not "Lo esperamos" (which reads as a visit).
  confirmedBody:
    'Lo llamaremos el {when}. Le enviamos los detalles y una invitación de calendario por correo electrónico.',
  whenLabel: 'Cuándo',
  divisionLabel: 'División',
  lengthLabel: 'Duración',
  lengthValue: '{minutes} minutos, gratuita',
  addToCalendar: 'Agregar a su calendario',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  icsDownload: 'Descargar .ics (Apple Calendar y otros)',
  calendarTitle: `Consulta gratuita con ${site.name} ({division})`,
  calendarDetails: `${site.name} lo llamará al número que nos indicó. Para cambiarla o cancelarla: {link}`,
  manageLink: 'Cambiar o cancelar esta consulta',
  manageByEmail: 'Para cambiarla o cancelarla, use el enlace del mensaje que le enviamos.',
  confirmCancelledHeading: 'Esta consulta fue cancelada',
  confirmCancelledBody:
    'Se canceló después de confirmarse, así que este enlace ya no la reserva. Puede elegir un horario nuevo.',
  confirmFailedHeading: 'Este enlace venció',
  confirmFailedBody:
    'El enlace no es válido o ya pasaron los 20 minutos en que le guardamos el horario, así que quedó libre.',
  bookAgain: 'Elegir un horario de nuevo',
  manageHeading: 'Su consulta',
  manageLoading: 'Cargando su consulta…',
  manageCurrent: 'Reservada para el {when}.',
  cancelBooking: 'Cancelar esta consulta',
  cancelAsk: '¿Desea cancelar su consulta del {when}?',
  cancelConfirm: 'Sí, cancelarla',
  keepBooking: 'No, mantenerla',
  cancelledHeading: 'Su consulta está cancelada',
  cancelledBody: 'El horario quedó libre. Le enviamos una confirmación por correo electrónico.',
  alreadyCancelledBody: 'Esta consulta ya se había cancelado. El horario está libre de nuevo.',
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
