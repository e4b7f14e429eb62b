import type { Locale } from '../../i18n/locales.ts';

/**
 * Whether a visitor wrote in Spanish, so a Spanish question on an English page is still answered
 * in Spanish. Spanish punctuation or letters decide at once; otherwise two or more common Spanish
 * words ("¿tienen oficina en Boston?" → "tienen", "en"), or, in a message of a few words, one word
 * no English sentence uses ("hola", "horario?", "licencia de cannabis").
 */
const SPANISH_SIGNS = /[¿¡ñáéíóú]/i;
const SPANISH_WORDS = new Set(
  `que el la los las del es son su sus usted ustedes hola gracias cual cuales donde como cuanto
  cuanta cuantos tienen tiene hacen hace puedo pueden por para con una un mi mis quiero necesito
  horario oficina consulta gratis gratuita precio cuesta ayuda ayudan servicios negocio licencia
  quien cuando en y o pero hay esta estan hora horas abren cierran trabajan cobran venden hacen
  mis datos ustedes alguien puedo`.split(/\s+/),
);
/** Words that are Spanish and never English, so one is enough in a short message. */
const UNMISTAKABLY_SPANISH = new Set(
  `hola gracias buenos buenas dias tardes noches horario horarios oficina telefono correo consulta
  consultas gratis gratuita precio precios cuesta ayuda necesito quiero usted ustedes donde cual
  cuanto cuando quien licencia licencias servicios negocio direccion cita equidad mercadeo energia
  bienes raices`.split(/\s+/),
);
/** Up to this many words, one unmistakably Spanish word decides. */
const SHORT_MESSAGE_WORDS = 3;

export function isSpanish(text: string): boolean {
  if (SPANISH_SIGNS.test(text)) return true;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.filter((word) => SPANISH_WORDS.has(word)).length >= 2) return true;
  return (
    words.length <= SHORT_MESSAGE_WORDS && words.some((word) => UNMISTAKABLY_SPANISH.has(word))
  );
}

/** The language to answer in: Spanish on Spanish pages, and for questions written in Spanish. */
export function answerLanguage(pageLocale: Locale, question: string): Locale {
  return pageLocale === 'es' || isSpanish(question) ? 'es' : 'en';
}
