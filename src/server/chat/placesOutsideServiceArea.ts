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
  'D.C.',
  'Vegas',
  'Philly',
  'Jersey',
  'Nueva Yersey',
];

/**
 * Countries and provinces abroad, in English and Spanish (the same name is listed once). Not
 * England, London or Jamaica: "New England", New London (CT) and Jamaica Plain (Boston) are here.
 */
const ABROAD = [
  'Canada',
  'Canadá',
  'Quebec',
  'Québec',
  'Ontario',
  'Nova Scotia',
  'Nueva Escocia',
  'New Brunswick',
  'Nuevo Brunswick',
  'Montreal',
  'Montréal',
  'Toronto',
  'Vancouver',
  'Mexico',
  'México',
  'Dominican Republic',
  'República Dominicana',
  'Haiti',
  'Haití',
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

const PLACES = [...STATES_EN, ...STATES_ES, ...CITIES, ...ABROAD].map((name) => ({
  name,
  key: wholeWords(name),
}));

/**
 * The place outside the service area a message names, as the message writes it, if any. Whole
 * words only ("Maine" in "mainly" is nothing); "New York" is not "New Jersey".
 */
export function placeOutsideServiceArea(text: string): string | undefined {
  const asked = wholeWords(text);
  return PLACES.find(({ key }) => asked.includes(key))?.name;
}
