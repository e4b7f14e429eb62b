import { wholeWords } from './textAnalysis.ts';

/**
 * Places a visitor may name that lie outside the four states the firm serves: the other US states
 * (and DC, Puerto Rico), in English and in the Spanish names a Spanish speaker writes, large
 * cities of those states and the names people shorten them to ("Vegas", "Philly"), and the
 * neighbouring countries and provinces and the countries many of the region's families come from. General knowledge, not words taken from any question. A question that
 * names one is answered with the firm's service area rather than with whatever passage shares its
 * other words. Abbreviations ("NJ", "ME", "IN", "OR") are left out: too many are English words.
 */
const STATES_EN = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'District of Columbia',
  'Puerto Rico',
];

/** Spanish names that differ from the English ones (the rest are written the same). */
const STATES_ES = [
  'Carolina del Norte',
  'Carolina del Sur',
  'Dakota del Norte',
  'Dakota del Sur',
  'Hawái',
  'Luisiana',
  'Míchigan',
  'Misisipi',
  'Misuri',
  'Nueva Jersey',
  'Nuevo Hampshire',
  'Nuevo México',
  'Pensilvania',
  'Virginia Occidental',
  'Distrito de Columbia',
  // How many Spanish speakers write New Jersey.
  'Nueva Yersey',
];

/** Large cities of the other states (none in MA, RI, CT or NY). */
const CITIES = [
  'Los Angeles',
  'Chicago',
  'Houston',
  'Phoenix',
  'Philadelphia',
  'Filadelfia',
  'San Antonio',
  'San Diego',
  'Dallas',
  'Austin',
  'Jacksonville',
  'San Francisco',
  'Columbus',
  'Charlotte',
  'Indianapolis',
  'Seattle',
  'Denver',
  'Nashville',
  'Las Vegas',
  'Detroit',
  'Portland',
  'Memphis',
  'Baltimore',
  'Milwaukee',
  'Atlanta',
  'Miami',
  'Orlando',
  'Tampa',
  'New Orleans',
  'Nueva Orleans',
  'Minneapolis',
  'Cleveland',
  'Pittsburgh',
  'St. Louis',
  'Sacramento',
  'Salt Lake City',
  'Newark',
  'Jersey City',
  'Trenton',
  'Manchester',
  'Burlington',
  'Washington D.C.',
  // Written with its dots: a bare "DC" is also direct current, which the energy copy speaks of.
  'D.C.',
  'Vegas',
  'Philly',
];

/**
 * Countries and provinces abroad, in English and Spanish (a name the two write alike but for an
 * accent is listed once: places are compared folded). Not
 * England, London or Jamaica: "New England", New London (CT) and Jamaica Plain (Boston) are here.
 * A visitor names them more often as where they come from ("soy de República Dominicana", "I moved
 * here from Mexico") than as where a project is: after "from" or "de" they say nothing of it.
 */
const ABROAD = [
  'Canada',
  'Quebec',
  'Ontario',
  'Nova Scotia',
  'Nueva Escocia',
  'New Brunswick',
  'Nuevo Brunswick',
  'Montreal',
  'Toronto',
  'Vancouver',
  'Mexico',
  'Dominican Republic',
  'República Dominicana',
  'Haiti',
  'Cuba',
  'Colombia',
  'Guatemala',
  'El Salvador',
  'Honduras',
  'Brazil',
  'Brasil',
  'Cape Verde',
  'Cabo Verde',
  'Portugal',
  'Spain',
  'España',
  'United Kingdom',
  'Reino Unido',
  'Europe',
  'Europa',
];

const PLACES = [
  ...[...STATES_EN, ...STATES_ES, ...CITIES].map((name) => ({ name, abroad: false })),
  ...ABROAD.map((name) => ({ name, abroad: true })),
].map(({ name, abroad }) => ({ name, abroad, key: wholeWords(name) }));

/** Where a visitor comes from: "from Mexico", "de Guatemala" (see ABROAD). */
const ORIGIN = [' from', ' de'];

/**
 * The place outside the service area a message names, as the message writes it, if any. Whole
 * words only ("Maine" in "mainly" is nothing); "New York" is not "New Jersey".
 */
export function placeOutsideServiceArea(text: string): string | undefined {
  const asked = wholeWords(text);
  const named = (key: string, abroad: boolean) => {
    const at = asked.indexOf(key);
    return at >= 0 && !(abroad && ORIGIN.some((word) => asked.slice(0, at).endsWith(word)));
  };
  return PLACES.find(({ key, abroad }) => named(key, abroad))?.name;
}
