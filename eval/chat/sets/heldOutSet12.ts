import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The twelfth English held-out set, under heldOutSet.ts's rules, written blind: from src/content
 * alone (the site's copy), src/lib/site.ts, the page labels (src/i18n) and the page paths and page
 * files (src/pages, to see which page shows which content), without sight of the assistant's code,
 * its answers, the other sets (beyond the header and first items of heldOutSet10.ts, for the
 * format) or any eval run. Committed on its own before it was measured, and never run or tuned
 * against before that commit. Typed as visitors type on a phone (lower case, typos, "u", "ur",
 * "yall", run-on and two-part questions, follow-ups), in the visitor's everyday words rather than
 * the site's, with many of the plain questions a first-time visitor asks a consulting firm. Same
 * spread as heldOutSet10.ts: reaching the firm, places outside MA/RI/CT/NY and inside them, each
 * division's services, figures, people, programs, recognitions, client stories, history, the
 * consultation, the response time, the legal and privacy pages, follow-ups, two-part questions,
 * and about one in six that the site cannot answer.
 */
const s = site.stats;
const fourStates = ['Massachusetts', 'Rhode Island', 'Connecticut', 'New York'];
const impactPages = ['/impact', '/impact-report'];
const recognitionPages = ['/impact', '/verification-documents'];
const responsePages = ['/contact', '/'];
const freePages = ['/contact', '/cannabis', '/impact'];

export const heldOutSet12: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'yo whats ur phone number',
    category: 'firm',
    facts: [site.phone],
    url: '/contact',
  },
  {
    question: 'wat time do yall open in the mornin',
    category: 'firm',
    facts: ['9:00 AM'],
    url: '/contact',
  },
  {
    question: 'r u guys open saturdays or no',
    category: 'firm',
    facts: ['Friday'],
    url: '/contact',
  },
  {
    question: 'where is ur office at exactly',
    category: 'firm',
    facts: [site.address.street],
    url: '/contact',
  },
  {
    question: 'whats the best email to reach somebody there',
    category: 'firm',
    facts: [site.email],
    url: '/contact',
  },
  {
    question: 'what time do u close, tryna call after work',
    category: 'firm',
    facts: ['5:00 PM'],
    url: '/contact',
  },

  // Places outside the four states; inside, the state
  {
    question: 'im down in florida, can u still help me with my business',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'do yall work with people in new jersey',
    category: 'firm',
    facts: fourStates,
    url: '/contact',
  },
  {
    question: 'hartford ct here, do yall come out this way',
    category: 'firm',
    facts: ['Connecticut'],
    url: '/contact',
  },
  {
    question: 'providence RI, do u guys cover that',
    category: 'firm',
    facts: ['Rhode Island'],
    url: '/contact',
  },
  {
    question: 'can u help with the equity certification for the city of boston specifically',
    category: 'firm',
    facts: ['City of Boston'],
    url: ['/contact', '/cannabis'],
  },

  // Cannabis and social equity
  {
    question: 'can yall help me fill out my cannabis license app',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'i was selling before it was legal, can u help me go legit now',
    category: 'services',
    facts: ['compliance systems'],
    url: '/cannabis',
  },
  {
    question: 'not sure if i count as a social equity applicant, how do i find out',
    category: 'services',
    facts: ['eligibility'],
    url: '/cannabis',
  },
  {
    question: 'is there any way to get the application fees waived',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },

  // Real estate
  {
    question: 'first time buying a house and i have no clue where to start, do u help w that',
    category: 'services',
    facts: ['first-time homebuyers'],
    url: '/real-estate',
  },
  {
    question: 'need a spot for a dispensary thats far enough from schools n stuff, can u find one',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'r u realtors? like do u get paid to sell me a house',
    category: 'services',
    facts: ['not paid to push a listing'],
    url: '/real-estate',
  },

  // Clean energy
  {
    question: 'is solar even worth it for my farm, can someone come look',
    category: 'services',
    facts: ['roof or land'],
    url: '/clean-energy',
  },
  {
    question: 'roughly how much do ppl save on their bills after the energy stuff',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'is there a federal tax credit for going solar, how much',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'my grow room lights and dehumidifiers are killing me on power, anything u can do',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },

  // Marketing
  {
    question: 'can u make me a logo',
    category: 'services',
    facts: ['logo'],
    url: '/marketing',
  },
  {
    question: 'theres rules about advertising weed right? can u help me not get in trouble',
    category: 'services',
    facts: ['advertising rules'],
    url: '/marketing',
  },
  {
    question: 'opening my shop next month, do u help promote a grand opening',
    category: 'services',
    facts: ['Grand-opening'],
    url: '/marketing',
  },
  {
    question: 'i need a building, a logo AND a license, do i have to hire 3 different companies',
    category: 'services',
    facts: ['Multiple Services'],
    url: ['/real-estate', '/marketing', '/clean-energy'],
  },

  // Figures
  {
    question: 'how many clients have u had so far',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/',
  },
  {
    question: 'how many free hours do u give away in a year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
    url: [...impactPages, '/'],
  },
  {
    question: 'how many groups have actually gotten licensed working with yall',
    category: 'figures',
    facts: [s.groupsLicensedOrPartnered],
    url: impactPages,
  },

  // Team
  {
    question: 'who runs the cannabis side of things',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'who would i be talking to about solar panels',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'is alexis an actual licensed real estate agent',
    category: 'team',
    facts: ['real estate salesperson'],
    url: ['/team', '/verification-documents'],
  },

  // Programs
  {
    question: 'do u do free mentoring for ppl starting a business',
    category: 'programs',
    facts: [`${s.proBonoHoursPerWeek} hours every week`],
    url: impactPages,
  },
  {
    question: 'is there like a bootcamp or group program for legacy growers',
    category: 'programs',
    facts: ['Legacy-to-Legal Accelerator'],
    url: impactPages,
  },

  // Recognitions
  {
    question: 'r u a minority owned business',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: recognitionPages,
  },
  {
    question: 'are u on the states list of approved vendors for equity applicants',
    category: 'recognition',
    facts: ['Technical-Assistance Provider'],
    url: recognitionPages,
  },

  // Client stories
  {
    question: 'has anybody got their license on the first try with u',
    category: 'clients',
    facts: ['first submission'],
    url: ['/cannabis', ...impactPages],
  },
  {
    question: 'any reviews from regular homebuyers not just weed businesses',
    category: 'clients',
    facts: ['Chicopee'],
    url: impactPages,
  },
  {
    question: 'whos simone grant',
    category: 'clients',
    facts: ['Riverbend Wellness Collective'],
    url: '/cannabis',
  },

  // History
  {
    question: 'when did yall first start',
    category: 'history',
    facts: ['2018'],
    url: impactPages,
  },
  {
    question: 'when did u guys start doing the clean energy stuff',
    category: 'history',
    facts: ['2023'],
    url: impactPages,
  },

  // The consultation and the price
  {
    question: 'is the first meeting free or do i gotta pay',
    category: 'consultation',
    facts: ['free hour'],
    url: freePages,
  },
  {
    question: 'im a certified equity applicant do i pay anything for the consult',
    category: 'consultation',
    facts: ['automatically'],
    url: freePages,
  },
  {
    question: 'how much do u guys charge',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },

  // Response time
  {
    question: 'how fast do u usually get back to ppl',
    category: 'response',
    facts: ['24-48 hours'],
    url: responsePages,
  },
  {
    question: 'sent the form yesterday n nobody called back yet is that normal',
    category: 'response',
    facts: ['24-48 hours'],
    url: responsePages,
  },

  // Terms
  {
    question: 'r u lawyers, can u give me legal advice on my lease',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'got an invoice from yall, how long til its due',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'can u guarantee my license gets approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },

  // Privacy
  {
    question: 'do u sell my info to anyone',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'do u save what i type in here',
    category: 'privacy',
    facts: ['do not store chat conversations'],
    url: '/privacy-policy',
  },
  {
    question: 'im 16 can i still use ur services',
    category: 'privacy',
    facts: ['under 18'],
    url: '/privacy-policy',
  },

  // Follow-ups
  {
    question: 'and what r ur hours',
    category: 'followup',
    facts: ['9:00 AM'],
    url: '/contact',
    before: ['where r u located'],
  },
  {
    question: 'what about vermont',
    category: 'followup',
    facts: fourStates,
    url: '/contact',
    before: ['do u work in connecticut'],
  },
  {
    question: 'whats their email',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
    before: ['who is in charge of the cannabis division'],
  },
  {
    question: 'ok so when does it start',
    category: 'followup',
    facts: ['to be announced'],
    url: impactPages,
    before: ['tell me about the legacy to legal accelerator'],
  },
  {
    question: 'and what if im social equity, is it faster',
    category: 'followup',
    facts: ['24 hours'],
    url: responsePages,
    before: ['how long does it take u to respond'],
  },

  // Two-part questions
  {
    question: 'whats ur number and ur email',
    category: 'firm',
    facts: [site.phone, site.email],
    url: '/contact',
  },
  {
    question: 'where r u located and r u open on weekends',
    category: 'firm',
    facts: [site.address.street, 'Friday'],
    url: '/contact',
  },
  {
    question: 'is the consult free and how fast do u reply to the form',
    category: 'consultation',
    facts: ['free hour', '24-48 hours'],
    url: responsePages,
  },

  // What the site cannot answer
  { question: 'do u take credit cards', category: 'unknown', facts: [] },
  {
    question: 'is there parking by ur office or do i park on the street',
    category: 'unknown',
    facts: [],
  },
  { question: 'how much does a cannabis license cost in mass', category: 'unknown', facts: [] },
  { question: 'r u hiring? looking for a job', category: 'unknown', facts: [] },
  { question: 'can u do my personal taxes this year', category: 'unknown', facts: [] },
  { question: 'is ur building wheelchair accessible', category: 'unknown', facts: [] },
  { question: 'do u give a discount if i refer a friend', category: 'unknown', facts: [] },
  { question: 'where can i buy weed near holyoke', category: 'unknown', facts: [] },
  { question: 'do yall help with immigration paperwork', category: 'unknown', facts: [] },
  { question: 'whats the weather gonna be like in holyoke tmrw', category: 'unknown', facts: [] },
  { question: 'do u plan weddings or parties', category: 'unknown', facts: [] },
  {
    question: 'my cousin wants a liquor license for his restaurant can u do that',
    category: 'unknown',
    facts: [],
  },
];
