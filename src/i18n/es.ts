import { chrome } from './es/chrome.ts';
import { pages } from './es/pages.ts';

/**
 * The Spanish interface text, keyed by the English text it replaces (src/i18n/translate.ts).
 * Split by where the text appears so two people can edit without conflicts. Terms follow
 * src/content/GLOSSARY.es.md (usted, US Spanish, the Cannabis Control Commission's vocabulary).
 */
export const es: Readonly<Record<string, string>> = { ...chrome, ...pages };
