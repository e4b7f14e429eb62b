import type { ApiErrorCode, FieldErrorCode } from '../../../lib/apiErrorCodes.ts';
import { CONSULTATION_LIMITS } from '../../../lib/schemas/consultation.ts';
import { MIN_LENGTH } from '../../../lib/domain.ts';
import { site } from '../../../lib/site.ts';

/**
 * What the public forms (contact, booking) say when the API refuses a request, per language, chosen
 * by the answer's stable codes (src/lib/apiErrorCodes.ts), never by its English sentence. The pages
 * pass their language's table to the island as a prop, not in its JS (docs/design.md, "Byte
 * budgets"). English pages show the server's own sentence, as they always have.
 */
export interface ErrorText {
  /** English: show the API's own sentence. Any other language: translate the codes below. */
  showServerMessage: boolean;
  /** The whole request's problem, by code. */
  codes: Partial<Record<ApiErrorCode, string>>;
  /** One field's problem, by code; `{field}` is the field's name as a sentence calls it. */
  fieldCodes: Partial<Record<FieldErrorCode, string>>;
  /** Each form field as `{field}` above writes it ('el nombre'). */
  fieldNames: Readonly<Record<string, string>>;
  /** Sharper texts for one field and code (`name.too_short`), where the generic one says less. */
  fieldTexts: Readonly<Record<string, string>>;
}

const en: ErrorText = {
  showServerMessage: true,
  codes: {},
  fieldCodes: {},
  fieldNames: {},
  fieldTexts: {},
};

/** Complete on purpose: a code without a Spanish text would fall back to the generic sentence. */
const esCodes = {
  validation_failed: 'Faltan datos o algunos no son válidos. Revise los campos marcados.',
  malformed_json: 'La solicitud no llegó completa. Inténtelo de nuevo.',
  request_cut_off: 'La solicitud no llegó completa. Revise su conexión e inténtelo de nuevo.',
  request_timeout:
    'La solicitud tardó demasiado en llegar. Revise su conexión e inténtelo de nuevo.',
  body_too_large: 'El texto enviado es demasiado largo. Acórtelo e inténtelo de nuevo.',
  unsupported_media_type: 'No pudimos leer la solicitud. Recargue la página e inténtelo de nuevo.',
  cross_site:
    'Por seguridad, solo aceptamos solicitudes enviadas desde nuestro propio sitio. Recargue la página e inténtelo de nuevo.',
  too_fast:
    'El formulario se envió demasiado rápido. Revise sus datos un momento y vuelva a enviarlo.',
  turnstile_failed:
    'No pudimos verificar que usted no sea un robot. Complete la verificación e inténtelo de nuevo.',
  rate_limited: `Recibimos demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo, o llámenos al ${site.phone}.`,
  consultation_rate_limited: `Ha enviado varias solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo, o llámenos al ${site.phone}.`,
  booking_rate_limited: `Ha pedido varios horarios en poco tiempo. Espere un momento e inténtelo de nuevo, o llámenos al ${site.phone}.`,
  chat_rate_limited: `Está enviando mensajes más rápido de lo que podemos responder. Espere un minuto e inténtelo de nuevo, o llámenos al ${site.phone}.`,
  slot_taken: 'Alguien acaba de reservar ese horario. Elija otro.',
  slot_not_offered: 'Ese horario no está disponible. Elija otro.',
  confirm_link_invalid:
    'Este enlace de confirmación no es válido o ya venció. Reserve de nuevo, por favor.',
  bad_request: 'No pudimos procesar la solicitud. Revise sus datos e inténtelo de nuevo.',
  unauthorized: 'Su sesión terminó. Recargue la página e inténtelo de nuevo.',
  forbidden: 'No pudimos aceptar esta solicitud. Recargue la página e inténtelo de nuevo.',
  not_found: 'No encontramos lo que buscaba. Recargue la página e inténtelo de nuevo.',
  conflict: 'Algo cambió mientras tanto. Recargue la página e inténtelo de nuevo.',
  unprocessable: 'No pudimos procesar la solicitud. Revise sus datos e inténtelo de nuevo.',
  internal_error: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  service_unavailable:
    'El servicio no está disponible en este momento. Inténtelo de nuevo más tarde.',
} satisfies Record<ApiErrorCode, string>;

const esFieldCodes = {
  required: '{field} es obligatorio.',
  too_short: '{field} es demasiado corto.',
  too_long: '{field} es demasiado largo.',
  invalid_email: 'Escriba un correo electrónico válido.',
  invalid_choice: 'Elija una de las opciones de la lista.',
  invalid_format: '{field} no tiene un formato válido.',
  invalid_type: '{field} no es válido.',
  too_small: '{field} es demasiado pequeño.',
  too_big: '{field} es demasiado grande.',
  unknown_field: 'El formulario envió un dato que no esperábamos. Recargue la página.',
  control_characters:
    '{field} contiene un carácter de control (invisible). Bórrelo e inténtelo de nuevo.',
  invisible_characters:
    '{field} contiene un carácter invisible o de dirección del texto (por ejemplo, un espacio de ancho cero). Bórrelo e inténtelo de nuevo.',
  invalid: '{field} no es válido.',
} satisfies Record<FieldErrorCode, string>;

const es: ErrorText = {
  showServerMessage: false,
  codes: esCodes,
  fieldCodes: esFieldCodes,
  fieldNames: {
    name: 'el nombre',
    email: 'el correo electrónico',
    phone: 'el teléfono',
    company: 'el nombre de la empresa',
    serviceType: 'el servicio de interés',
    message: 'el mensaje',
    division: 'la división',
    start: 'el horario',
    timeZone: 'la zona horaria',
    body: 'la solicitud',
  },
  fieldTexts: {
    'name.too_short': `El nombre debe tener al menos ${MIN_LENGTH.name} caracteres`,
    'name.required': `El nombre debe tener al menos ${MIN_LENGTH.name} caracteres`,
    'name.too_long': `El nombre puede tener como máximo ${CONSULTATION_LIMITS.name} caracteres`,
    'email.too_long': `El correo electrónico puede tener como máximo ${CONSULTATION_LIMITS.email} caracteres`,
    'phone.too_long': `El teléfono puede tener como máximo ${CONSULTATION_LIMITS.phone} caracteres`,
    'company.too_long': `El nombre de la empresa puede tener como máximo ${CONSULTATION_LIMITS.company} caracteres`,
    'message.too_short': 'Cuéntenos con más detalle lo que necesita',
    'message.required': 'Cuéntenos con más detalle lo que necesita',
    'message.too_long': `El mensaje puede tener como máximo ${CONSULTATION_LIMITS.message.toLocaleString('en-US')} caracteres`,
    'serviceType.invalid_choice': 'Elija uno de los servicios de la lista',
    'serviceType.required': 'Elija uno de los servicios de la lista',
  },
};

export const errorText = { en, es } as const;
