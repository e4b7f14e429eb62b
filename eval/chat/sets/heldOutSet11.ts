import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The eleventh English held-out set, under heldOutSet.ts's rules, written blind: from src/content
 * alone (the site's copy), src/lib/site.ts, the page labels (src/i18n) and the page paths
 * (src/pages), without sight of the assistant's code, its answers, the other sets (beyond the
 * header and first items of heldOutSet10.ts, for the format) or any eval run. Written before the
 * round's answering changes were measured on it, committed on its own and never run or tuned
 * against before that commit. Typed as visitors type on a phone (lower case, typos, "u", "ur",
 * "yall", run-on and two-part questions, follow-ups), in the visitor's everyday words rather than
 * the site's. Same spread as heldOutSet10.ts: reaching the firm, places outside MA/RI/CT/NY and
 * inside them, each division's services, figures, people, programs, recognitions, client stories,
 * history, the consultation, the response time, the legal and privacy pages, follow-ups, two-part
 * questions, and about one in six that the site cannot answer.
 */
const s = site.stats;
const fourStates = ['Massachusetts', 'Rhode Island', 'Connecticut', 'New York'];
const impactPages = ['/impact', '/impact-report'];
const credentialPages = ['/impact', '/verification-documents'];

export const heldOutSet11: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'yo whats ur phone number, i keep losing it',
    category: 'firm',
    facts: [site.phone],
    url: '/contact',
  },
  {
    question: 'do yall have an email i can send my buisness plan to',
    category: 'firm',
    facts: [site.email],
    url: '/contact',
  },
  {
    question: 'what town is ur office actually in',
    category: 'firm',
    facts: [site.address.city],
    url: '/contact',
  },
  {
    question: 'what time do u close during the week, tryna come after work',
    category: 'firm',
    facts: ['5:00 PM'],
    url: '/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'moving my grow down to florida next yr, can u still work with me there',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'do u help ppl buy houses in new jersey',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'any chance yall do solar projects out in california',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'im in hartford, do u take clients in ct',
    category: 'firm',
    facts: ['Connecticut'],
    url: '/contact',
  },
  {
    question: 'can u help with the equity certification in rhode island',
    category: 'firm',
    facts: ['Rhode Island'],
    url: ['/contact', '/cannabis'],
  },
  {
    question: 'boston has its own equity program right? do u handle that one too',
    category: 'firm',
    facts: ['City of Boston'],
    url: ['/contact', '/cannabis'],
  },

  // Cannabis & social equity
  {
    question:
      'the state sent back my application saying stuff is missing, can u help me answer them',
    category: 'services',
    facts: ['deficiency'],
    url: '/cannabis',
  },
  {
    question: 'the town wants some agreement with the city before my shop can open, do u do that',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'i sold for years before it was legal, can somebody like me even get in now',
    category: 'services',
    facts: ['experience counts'],
    url: '/cannabis',
  },
  {
    question: 'could yall run a fake inspection on my place before the state inspectors come',
    category: 'services',
    facts: ['Mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'the license fees r crazy expensive, is there any way to get them waived',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },

  // Real estate
  {
    question: 'first time buying a house and i have no clue what i can afford, can u help',
    category: 'services',
    facts: ['realistic budget'],
    url: '/real-estate',
  },
  {
    question:
      'need a storefront for a dispensary but it cant be near schools n stuff, can u find one',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'r u guys basically realtors trying to sell me a listing or what',
    category: 'services',
    facts: ['push a listing'],
    url: '/real-estate',
  },
  {
    question: 'found a building i wanna lease, can u write up the letter to the landlord',
    category: 'services',
    facts: ['letter-of-intent'],
    url: '/real-estate',
  },

  // Marketing
  {
    question: 'my shop opens in june and i need someone to run our insta and email stuff',
    category: 'services',
    facts: ['content calendars'],
    url: '/marketing',
  },
  {
    question: 'can u design a logo for my company',
    category: 'services',
    facts: ['Logo'],
    url: '/marketing',
  },
  {
    question: 'scared an ad for my dispensary could get me in trouble w the state, can u check',
    category: 'services',
    facts: ['advertising rule'],
    url: '/marketing',
  },
  {
    question: 'can someone look over the wording on my product packaging',
    category: 'services',
    facts: ['label copy'],
    url: '/marketing',
  },

  // Clean energy
  {
    question: 'realistically how much would solar cut my electric bill',
    category: 'services',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'how many years before solar panels pay themselfs off',
    category: 'services',
    facts: ['2-4yr'],
    url: '/clean-energy',
  },
  {
    question: 'is there a tax break from the feds for going solar',
    category: 'services',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'my grow lights and dehumidifiers r eating my power bill alive, can u help',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'i need a spot, a brand and the license, do i gotta hire u 3 separate times',
    category: 'services',
    facts: ['Multiple Services'],
    url: ['/real-estate', '/marketing', '/clean-energy'],
  },

  // Figures
  {
    question: 'how many clients have u actually worked with',
    category: 'figures',
    facts: [s.clientsServed],
    url: ['/', '/impact'],
  },
  {
    question: 'how many hours of free work do u put in a year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
    url: ['/', ...impactPages],
  },
  {
    question: 'how many old school brands did u get into the legal market',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
    url: impactPages,
  },
  {
    question: 'how many small business owners have yall helped total',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: impactPages,
  },

  // People
  {
    question: 'who is the person in charge of the weed side of things',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'is there somebody specific i should talk to about solar',
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

  // Programs
  {
    question: 'is there a group program or bootcamp for people coming from the old market',
    category: 'programs',
    facts: ['Legacy-to-Legal Accelerator'],
    url: '/impact',
  },
  {
    question: 'do u mentor people for free? how many hrs a week',
    category: 'programs',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },

  // Recognitions
  {
    question: 'r u minority owned? my lender asks about supplier diversity',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: credentialPages,
  },
  {
    question: 'are u approved by the state to give technical assistance to equity applicants',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: credentialPages,
  },

  // Client stories
  {
    question: 'has anybody actually gotten licensed after working w u? any stories',
    category: 'clients',
    facts: ['provisional license'],
    url: ['/cannabis', ...impactPages],
  },
  {
    question: 'did u ever help someone buy a home in chicopee',
    category: 'clients',
    facts: ['Karen Li'],
    url: ['/real-estate', ...impactPages],
  },
  {
    question: 'has a farm ever used ur energy audit, did it actually save them money',
    category: 'clients',
    facts: ['Fairbanks'],
    url: ['/clean-energy', ...impactPages],
  },

  // History
  {
    question: 'when did u add the real estate side',
    category: 'history',
    facts: ['2021'],
    url: impactPages,
  },
  {
    question: 'what yr did u start helping with solar and energy',
    category: 'history',
    facts: ['2023'],
    url: impactPages,
  },

  // The consultation
  {
    question: 'im not certified for social equity yet, do i still get a free consult',
    category: 'consultation',
    facts: ['free hour'],
    url: ['/contact', '/cannabis'],
  },
  {
    question: 'how do u check that im really social equity certified',
    category: 'consultation',
    facts: ['during the consultation request'],
    url: ['/contact', '/cannabis'],
  },

  // The response time
  {
    question: 'if i fill out the form today how soon does someone get back to me',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: 'im an equity applicant, do i get a reply any faster than regular ppl',
    category: 'response',
    facts: [site.equityResponsePromise],
    url: '/contact',
  },

  // The terms and privacy pages
  {
    question: 'r yall lawyers? can u tell me if my lease is legal',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'how long do i have to pay once u send a bill',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'if i pay u will my license definitely get approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'do u sell my contact info to other companies',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'is this chat being saved somewhere',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },

  // Follow-ups
  {
    question: 'ok and whats their email',
    category: 'followup',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/team',
    before: ['who runs the real estate division'],
  },
  {
    question: 'and which days r u open',
    category: 'followup',
    facts: ['Monday'],
    url: '/contact',
    before: ['where is ur office'],
  },
  {
    question: 'ok and over in connecticut, same deal?',
    category: 'followup',
    facts: ['Connecticut'],
    url: '/contact',
    before: ['do u do cannabis licenses in new york'],
  },
  {
    question: 'where is he from',
    category: 'followup',
    facts: ['Holyoke'],
    url: '/team',
    before: ['who is jordan hayes'],
  },

  // Two-part questions
  {
    question: 'who handles marketing over there and how do i email them',
    category: 'team',
    facts: ['Alexis Morgan', 'alexis@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'when did yall get started and where',
    category: 'history',
    facts: [String(site.founded), 'Holyoke'],
    url: ['/', ...impactPages],
  },
  {
    question: 'do u do licensing in rhode island and is the first meeting free',
    category: 'consultation',
    facts: ['Rhode Island', 'free hour'],
    url: ['/contact', '/cannabis'],
  },

  // What the site cannot answer
  { question: 'whats ur hourly rate after the free part', category: 'unknown', facts: [] },
  {
    question: 'is there parking by ur office or do i gotta find street parking',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'how much does the state charge for a retail license in mass',
    category: 'unknown',
    facts: [],
  },
  { question: 'r u hiring? i need a job', category: 'unknown', facts: [] },
  { question: 'do u do bookkeeping or taxes for dispensaries', category: 'unknown', facts: [] },
  { question: 'can u help me get my old charge expunged', category: 'unknown', facts: [] },
  {
    question: 'how long does the cannabis commission usually take to approve an app',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u guys sell cbd or any products', category: 'unknown', facts: [] },
  { question: 'can u get me a liquor license for my bar', category: 'unknown', facts: [] },
  { question: 'whats the best strain to grow indoors', category: 'unknown', facts: [] },
  { question: 'do u give a discount for veterans', category: 'unknown', facts: [] },
  {
    question: 'ok so how much for one',
    category: 'unknown',
    facts: [],
    before: ['do u make logos'],
  },
];
