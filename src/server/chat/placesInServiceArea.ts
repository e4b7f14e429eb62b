import type { Locale } from '../../i18n/locales.ts';
import { wholeWords } from './textAnalysis.ts';

/**
 * Cities and regions inside the four states the firm serves, which the site's passages never name
 * (they name the states): general knowledge, not words taken from any question. "Do you cover
 * Providence?" shares no word with the passage saying where the firm works, so search answered it
 * with whatever passage held "cover"; a question that names one of these places and asks nothing
 * else is answered with that passage. Names that are also everyday words or first names (Revere,
 * Lynn, Quincy, Newton) and those shared with a larger city elsewhere (Salem, Portland, Manchester)
 * are left out.
 */
const PLACES_BY_STATE: Record<string, readonly string[]> = {
  Massachusetts: [
    'Boston',
    'Worcester',
    'Springfield',
    'Cambridge',
    'Lowell',
    'Brockton',
    'New Bedford',
    'Fall River',
    'Lawrence',
    'Somerville',
    'Framingham',
    'Haverhill',
    'Waltham',
    'Malden',
    'Brookline',
    'Plymouth',
    'Taunton',
    'Chicopee',
    'Holyoke',
    'Weymouth',
    'Peabody',
    'Methuen',
    'Pittsfield',
    'Attleboro',
    'Northampton',
    'Amherst',
    'Westfield',
    'Cape Cod',
    'Nantucket',
    "Martha's Vineyard",
    'Western Mass',
    'Western Massachusetts',
  ],
  'Rhode Island': [
    'Providence',
    'Warwick',
    'Cranston',
    'Pawtucket',
    'Woonsocket',
    'Newport',
    'Central Falls',
    'Westerly',
  ],
  Connecticut: [
    'Hartford',
    'New Haven',
    'Bridgeport',
    'Stamford',
    'Waterbury',
    'Norwalk',
    'Danbury',
    'New Britain',
    'Meriden',
    'Greenwich',
    'Middletown',
    'New London',
    'Norwich',
  ],
  'New York': [
    'NYC',
    'New York City',
    'Ciudad de Nueva York',
    'Manhattan',
    'Brooklyn',
    'Queens',
    'Bronx',
    'Staten Island',
    'Long Island',
    'Buffalo',
    'Rochester',
    'Yonkers',
    'Syracuse',
    'Albany',
    'Schenectady',
    'Utica',
    'White Plains',
    'Ithaca',
    'Poughkeepsie',
    'Binghamton',
    'Westchester',
    'Hudson Valley',
  ],
};

const PLACES = Object.entries(PLACES_BY_STATE).flatMap(([state, names]) =>
  names.map((name) => ({ name, state, key: wholeWords(name) })),
);

/** A place of the service area a message names, whole words only, and the state it is in. */
export function placeInServiceArea(text: string): { name: string; state: string } | undefined {
  const asked = wholeWords(text);
  const found = PLACES.find(({ key }) => asked.includes(key));
  return found && { name: found.name, state: found.state };
}

/** The message with the place's words taken out (what else it asks). */
export function withoutPlace(text: string, place: string): string {
  return wholeWords(text).replace(wholeWords(place), ' ').trim();
}

/**
 * Words of a question that asks only whether the firm works somewhere ("do you cover …", "are you
 * based near …", "¿atienden clientes en …?"): with the place taken out, a question whose topic
 * words are all among these asks nothing but that.
 */
export const COVERAGE_WORDS: Record<Locale, string> = {
  en: 'work works working cover covering serve serving service services client clients customer customers based located location office offices area areas help helping come travel near nearby around operate available business businesses people anyone there here near state states mass ma massachusetts ri rhode island ct conn connecticut ny new york',
  es: 'tienen tienes tiene trabajan trabajar trabaja cubren cubrir atienden atender atiende sirven servicio servicios cliente clientes ubicados ubicada ubicado oficina oficinas zona area sede ayudan ayudar vienen viajan cerca operan disponible negocio negocios gente personas alli aqui alla aca llegan llegar vivo estado estados massachusetts rhode island connecticut nueva york',
};
