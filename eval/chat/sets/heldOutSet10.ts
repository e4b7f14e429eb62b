import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The tenth English held-out set, under heldOutSet.ts's rules, written blind: from src/content
 * alone (the site's copy), src/lib/site.ts, the page labels (src/i18n) and the page paths
 * (src/pages), without sight of the assistant's code, its answers, the other sets (beyond the
 * header and first items of heldOutSet8.ts, for the format) or any eval run. Written before the
 * round's answering changes were measured on it, committed on its own and never run or tuned
 * against before that commit. Typed as visitors type on a phone (lower case, typos, "u", "ur",
 * "yall", run-on and two-part questions, follow-ups), in the visitor's everyday words rather than
 * the site's. Same spread as heldOutSet8.ts: reaching the firm, places outside MA/RI/CT/NY and
 * inside them, each division's services, figures, people, programs, recognitions, client stories,
 * history, the consultation, the response time, the legal and privacy pages, follow-ups, two-part
 * questions, and about one in six that the site cannot answer.
 *
 * The clean set of issue 40's eighth round (English 69.4 % helped and 9.7 % wrong, Spanish 83.8 %
 * and 8.1 %, unchanged by that round), then opened in the ninth: its misses were read to find
 * general rules, so its figures after that are not a clean measure; set 11 (heldOutSet11.ts),
 * written blind the same way, is.
 */
const s = site.stats;
const fourStates = ['Massachusetts', 'Rhode Island', 'Connecticut', 'New York'];

export const heldOutSet10: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'hey need to call u guys real quick, whats the number',
    category: 'firm',
    facts: [site.phone],
    url: '/contact',
  },
  {
    question: 'what email do i send my paperwork to',
    category: 'firm',
    facts: [site.email],
    url: '/contact',
  },
  {
    question: 'whats the street address, i wanna drop off some docs in person',
    category: 'firm',
    facts: [site.address.street],
    url: '/contact',
  },
  {
    question: 'can i stop by on a sunday or r u only open weekdays',
    category: 'firm',
    facts: ['Friday'],
    url: '/contact',
  },
  {
    question: 'whats ur address and what hours r u open',
    category: 'firm',
    facts: [site.address.street, '9:00 AM'],
    url: '/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'im up in new hampshire, could u help me open a dispensary here',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question:
      'moving to florida next year n want to buy a condo down there, is that something u do',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'im in providence, is rhode island one of ur areas',
    category: 'firm',
    facts: ['Rhode Island'],
    url: '/contact',
  },
  {
    question: "boston resident here, can u help me get certified under the city's equity program",
    category: 'firm',
    facts: ['City of Boston'],
    url: ['/contact', '/cannabis'],
  },

  // Cannabis and social equity
  {
    question: 'what do u actually do for someone applying for a cannabis license',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'do u do practice inspections so im ready before the real inspector shows up',
    category: 'services',
    facts: ['mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'as an equity applicant can i get out of paying the application fees',
    category: 'services',
    facts: ['fee waivers'],
    url: ['/cannabis', '/impact'],
  },
  {
    question: 'i used to sell before it was legal, can yall still help me go legit',
    category: 'services',
    facts: ['legacy-to-legal transitions'],
    url: '/cannabis',
  },

  // Real estate
  {
    question: 'first time buying a house and honestly lost, is that something u help with',
    category: 'services',
    facts: ['first-time homebuyers'],
    url: '/real-estate',
  },
  {
    question: 'need to know if a storefront is far enough from schools for a pot shop',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'whats ur process for finding a property, like step by step',
    category: 'services',
    facts: ['Needs Assessment', 'Deal Structuring'],
    url: '/real-estate',
  },
  {
    question: 'r u like a realtor who gets a cut for selling me a house',
    category: 'services',
    facts: ['push a listing'],
    url: '/real-estate',
  },

  // Marketing
  {
    question: 'can u design a logo n colors for my little shop',
    category: 'services',
    facts: ['visual identity'],
    url: '/marketing',
  },
  {
    question: 'can yall run ads for my dispensary without me getting in trouble with the state',
    category: 'services',
    facts: ['advertising rule'],
    url: '/marketing',
  },
  {
    question: 'how does working with u on marketing go, like start to finish',
    category: 'services',
    facts: ['Discovery', 'Launch'],
    url: '/marketing',
  },

  // Clean energy
  {
    question: 'realistically how much does solar cut ur bills',
    category: 'services',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'is there a federal tax credit if i put panels on the roof? how much',
    category: 'services',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'i run a grow room and the lights + dehumidifiers are killing my electric bill',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'what do u look at in an energy audit',
    category: 'services',
    facts: ['ranked by payback'],
    url: '/clean-energy',
  },
  {
    question: 'i need a spot, a brand and a license all at once, do i hire 3 separate teams?',
    category: 'services',
    facts: ['Multiple Services'],
    url: '/real-estate',
  },

  // Figures
  {
    question: 'how many clients have yall worked with so far',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/impact',
  },
  {
    question: 'how many pro bono hours do u put in every year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
    url: '/impact',
  },
  {
    question: 'how many legacy brands have actually made it to the legal market with u',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned, 'legacy brands'],
    url: '/impact',
  },
  {
    question: 'ballpark how many entrepreneurs have u supported',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: '/impact',
  },

  // People
  {
    question: 'who runs the cannabis side of things',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'whos in charge of the real estate and solar stuff',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'is alexis an actual licensed real estate agent',
    category: 'team',
    facts: ['real estate salesperson'],
    url: '/team',
  },
  {
    question: 'what did jordan study in school',
    category: 'team',
    facts: ['Business Administration'],
    url: '/team',
  },

  // Programs
  {
    question: 'do u offer free mentoring for equity entrepreneurs, how many hours',
    category: 'programs',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },
  {
    question: 'when does the legacy to legal accelerator open up',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },

  // Recognitions
  {
    question: 'is ur business minority owned',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },
  {
    question: 'r u on the state list of technical assistance vendors for equity applicants',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: '/impact',
  },
  {
    question: 'yall members of the local chamber?',
    category: 'recognition',
    facts: ['Chamber of Commerce'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'has anybody actually gotten licensed thru u guys',
    category: 'clients',
    facts: ['provisional license'],
    url: '/impact',
  },
  {
    question: 'any reviews from ppl who bought a house w ur help',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'what did u do for that farm, the one with the energy audit',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/impact',
  },
  {
    question: 'who is andre thompson, saw him on ur cannabis page',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },

  // History
  {
    question: 'what year did yall start and where',
    category: 'history',
    facts: ['2018', 'Holyoke'],
    url: '/impact',
  },
  {
    question: 'when did marketing get added',
    category: 'history',
    facts: ['2022'],
    url: '/impact',
  },

  // The consultation
  {
    question: 'im a certified social equity applicant, do i pay anything for the consult',
    category: 'consultation',
    facts: ['automatically'],
    url: ['/contact', '/impact', '/terms-of-service'],
  },
  {
    question: 'how long is the free consultation',
    category: 'consultation',
    facts: ['one free hour'],
    url: ['/contact', '/cannabis', '/impact', '/terms-of-service'],
  },
  {
    question: 'how do i book the free consult',
    category: 'consultation',
    facts: ['consultation request'],
    url: '/contact',
  },
  {
    question: 'how do u check my social equity certification is legit',
    category: 'consultation',
    facts: ['before your first meeting'],
    url: ['/contact', '/impact', '/terms-of-service'],
  },

  // Response time
  {
    question: 'sent u a request yesterday, how long till i hear back',
    category: 'response',
    facts: ['24-48 hours'],
    url: '/contact',
  },
  {
    question: 'r social equity ppl bumped up the line, like do they get an answer quicker',
    category: 'response',
    facts: ['24 hours'],
    url: '/contact',
  },

  // Terms
  {
    question: 'got ur bill, how long do i have before its late',
    category: 'terms',
    facts: ['30 days'],
    url: '/terms-of-service',
  },
  {
    question: 'if i go with yall is my license basically a sure thing',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'r u lawyers, can u give me legal advice on my lease',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },

  // Privacy
  {
    question: 'do u sell my personal info',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'does this chat get saved somewhere',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },
  {
    question: 'how do i get yall to delete my info',
    category: 'privacy',
    facts: ['correct or delete'],
    url: '/privacy-policy',
  },

  // Follow-ups
  {
    question: 'and the phone number?',
    category: 'followup',
    facts: [site.phone],
    url: '/contact',
    before: ['what email do i send my paperwork to'],
  },
  {
    question: 'whats their email',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
    before: ['who runs the cannabis side of things'],
  },
  {
    question: 'ok and how long before it pays for itself',
    category: 'followup',
    facts: ['2-4'],
    url: '/clean-energy',
    before: ['realistically how much does solar cut ur bills'],
  },
  {
    question: 'and real estate, what year was that',
    category: 'followup',
    facts: ['2021'],
    url: '/impact',
    before: ['when did marketing get added'],
  },
  {
    question: 'what was the name of his business',
    category: 'followup',
    facts: ['Bell Street Botanicals'],
    url: '/impact',
    before: ['has anybody actually gotten licensed thru u guys'],
  },

  // What the site cannot answer
  {
    question: 'is there parking at ur office or do i need to find street parking',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'can we do the consult over zoom instead of me driving in',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'do yall help with liquor licenses too, opening a bar',
    category: 'unknown',
    facts: [],
  },
  { question: 'can u help me renew my green card', category: 'unknown', facts: [] },
  { question: 'do u take credit cards or venmo', category: 'unknown', facts: [] },
  { question: 'r u hiring? looking for an internship this summer', category: 'unknown', facts: [] },
  { question: 'what are mortgage rates looking like rn', category: 'unknown', facts: [] },
  { question: 'which strain is best for sleep', category: 'unknown', facts: [] },
  {
    question: 'how much does a retail cannabis license cost in ma, like the actual dollar amount',
    category: 'unknown',
    facts: [],
  },
  { question: 'is the office wheelchair accessible', category: 'unknown', facts: [] },
  { question: 'does anyone there speak portuguese', category: 'unknown', facts: [] },
];
