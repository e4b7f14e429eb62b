import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The ninth English held-out set, under heldOutSet.ts's rules, written blind: from src/content
 * alone (the site's copy), src/lib/site.ts, the page labels (src/i18n) and the page paths
 * (src/pages), without sight of the assistant's code, its answers, the other sets (beyond the
 * header and first items of heldOutSet8.ts, for the format) or any eval run. Written before the
 * round's answering changes, committed on its own and never run or tuned against before that
 * commit. Typed as visitors type on a phone (lower case, typos, "u", "ur", "yall", run-on and
 * two-part questions, follow-ups), in the visitor's everyday words rather than the site's. Same
 * spread as heldOutSet8.ts: reaching the firm, places outside MA/RI/CT/NY and inside them, each
 * division's services, figures, people, programs, recognitions, client stories, history, the
 * consultation, the response time, the legal and privacy pages, follow-ups, two-part questions,
 * and about one in six that the site cannot answer.
 *
 * Measured once as written (issue 40, eighth round: English 71.2 % helped and 1.4 % wrong, Spanish
 * 78.4 % and 16.2 %), then opened: that round read its misses to find general rules, as rounds
 * before had read sets 1 and 2, so its figures after that round are not a clean measure; set 10
 * (heldOutSet10.ts), written blind the same way, is.
 */
const s = site.stats;

export const heldOutSet9: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'need to talk to a real person today, what number do i call',
    category: 'firm',
    facts: [site.phone],
    url: '/contact',
  },
  {
    question: 'wheres the best email to send my biz plan to u guys',
    category: 'firm',
    facts: [site.email],
    url: '/contact',
  },
  {
    question: 'im gonna drive over, whats the street adress of the office',
    category: 'firm',
    facts: [site.address.street],
    url: '/contact',
  },
  {
    question: 'what time do yall shut down on weekdays, can i swing by after work',
    category: 'firm',
    facts: ['5:00 PM'],
    url: '/contact',
  },
  {
    question: 'whats ur phone number and how early in the morning do u open',
    category: 'firm',
    facts: [site.phone, '9:00 AM'],
    url: '/contact',
  },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'we r in newark nj and trying to open a dispensary, can u do our license app',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'got a big barn roof in new hampshire, would u look at solar for it',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'moving to atlanta soon, could ur real estate people help me find a house there',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'providence here. is rhode island one of the places u work',
    category: 'firm',
    facts: ['Rhode Island'],
    url: ['/contact', '/cannabis'],
  },
  {
    question: 'im in brooklyn and want my equity certification for new york, u do that?',
    category: 'firm',
    facts: ['New York'],
    url: ['/contact', '/cannabis'],
  },
  {
    question: 'boston has its own equity thing right? can u help with the city one too',
    category: 'firm',
    facts: ['City of Boston'],
    url: ['/contact', '/cannabis'],
  },

  // Services, cannabis
  {
    question: 'what exactly do u help with when someone applys for a cannabis license',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question:
      'the state sent back my application saying stuff is missing, can u help me answer them',
    category: 'services',
    facts: ['deficiency'],
    url: '/cannabis',
  },
  {
    question: 'before the inspectors show up can u do like a practice run',
    category: 'services',
    facts: ['mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'is there any way to not pay the full state fees as an equity applicant',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },
  {
    question:
      'i was selling way before it was legal, can that history actually help me get licensed',
    category: 'services',
    facts: ['experience counts'],
    url: '/cannabis',
  },

  // Services, real estate
  {
    question: 'first time buyer, cant afford the down payment, is there help for that',
    category: 'services',
    facts: ['down-payment assistance'],
    url: '/real-estate',
  },
  {
    question: 'need a spot for a dispo that isnt too close to a school, do u check that',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },

  // Services, clean energy
  {
    question: 'our grow room is crazy humid and the power bill is insane, can u plan that out',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'what do u look at in an energy audit and how do u decide what to fix first',
    category: 'services',
    facts: ['payback'],
    url: '/clean-energy',
  },

  // Services, marketing
  {
    question: 'opening a new shop and need a logo n whole look, is that something u make',
    category: 'services',
    facts: ['visual identity'],
    url: '/marketing',
  },
  {
    question:
      'how do i advertise a weed brand without breaking the rules, every state is different',
    category: 'services',
    facts: ['advertising rules'],
    url: '/marketing',
  },
  {
    question: 'i need a building AND a license AND branding, do i gotta hire 3 different firms',
    category: 'services',
    facts: ['Multiple Services'],
    url: ['/real-estate', '/marketing', '/clean-energy'],
  },

  // Figures
  {
    question: 'realistically how much lower could my energy costs get',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'how big is the federal credit for going solar',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'roughly how many clients have u had so far',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/impact',
  },
  {
    question: 'how long have yall been in business, how many yrs',
    category: 'figures',
    facts: [s.yearsInPractice],
    url: '/impact',
  },
  {
    question: 'how many hours of free work do u put in a year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
    url: '/impact',
  },

  // People
  {
    question: 'who is in charge of the cannabis stuff over there',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'who would i be working with on a solar project, whats their name',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'does alexis have a real estate license or no',
    category: 'team',
    facts: ['salesperson'],
    url: '/team',
  },

  // Programs
  {
    question: 'is there free mentoring for equity founders, how many hrs a week',
    category: 'programs',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },
  {
    question: 'when is the accelerator for legacy guys starting',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'whats the accelerator program about, is it a group thing',
    category: 'programs',
    facts: ['cohort'],
    url: '/impact',
  },

  // Recognitions
  {
    question: 'r u certified as a minority owned company',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },
  {
    question: 'are u on the states list of approved technical assistance vendors for equity',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: '/impact',
  },
  {
    question: 'r u members of the local chamber',
    category: 'recognition',
    facts: ['Chamber'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'has anyone gotten their provisional license first try with yall',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: '/impact',
  },
  {
    question: 'any actual homebuyers u helped? like a real story',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'did the energy audit actually save anybody money, any farms',
    category: 'clients',
    facts: ['Fairbanks'],
    url: '/impact',
  },
  {
    question: 'who is andre thompson and what did u do with him',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },

  // History
  {
    question: 'what year did the company get started',
    category: 'history',
    facts: ['2018'],
    url: '/impact',
  },
  {
    question: 'when did solar and energy become part of what u offer',
    category: 'history',
    facts: ['2023'],
    url: '/impact',
  },
  {
    question: 'what yr did u guys start doing marketing',
    category: 'history',
    facts: ['2022'],
    url: '/impact',
  },

  // The free consultation
  {
    question: 'how do i set up the free consult, is there a form or do i call',
    category: 'consultation',
    facts: ['form'],
    url: '/contact',
  },
  {
    question: 'is the first meeting actually free and how long do i get, like how many hours',
    category: 'consultation',
    facts: ['one free hour'],
    url: ['/contact', '/cannabis', '/impact', '/terms-of-service'],
  },
  {
    question: 'im certified social equity, do i have to pay anything for the first sit down',
    category: 'consultation',
    facts: ['automatically'],
    url: ['/contact', '/cannabis', '/impact', '/terms-of-service'],
  },
  {
    question: 'when do u check my equity certification, before or after we meet',
    category: 'consultation',
    facts: ['before your first meeting'],
    url: ['/contact', '/terms-of-service'],
  },
  {
    question: 'what happens in the free consult if its about my energy costs',
    category: 'consultation',
    facts: ['energy bills'],
    url: '/clean-energy',
  },

  // Response time
  {
    question: 'sent in the request form yesterday, how long til somebody gets back to me',
    category: 'response',
    facts: ['24-48 hours'],
    url: '/contact',
  },
  {
    question: 'do equity applicants get a faster reply than regular ppl',
    category: 'response',
    facts: ['24 hours'],
    url: '/contact',
  },

  // Terms
  {
    question: 'r yall attorneys? can u give me legal advice on my lease',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'once i get an invoice how many days before its due',
    category: 'terms',
    facts: ['30 days'],
    url: '/terms-of-service',
  },
  {
    question: 'if we end up disagreeing about the work do we go to court right away',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },

  // Privacy
  {
    question: 'do u sell my phone number and email to marketers? and r u tracking me w analytics',
    category: 'privacy',
    facts: ['do not sell', 'Google Analytics'],
    url: '/privacy-policy',
  },
  {
    question: 'is this chat being saved somewhere',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },
  {
    question: 'i want all my info erased from ur records, can i ask for that',
    category: 'privacy',
    facts: ['delete'],
    url: '/privacy-policy',
  },

  // Follow-ups
  {
    question: 'what about connecticut then',
    category: 'followup',
    facts: ['Connecticut'],
    url: ['/contact', '/cannabis'],
    before: ['we r in newark nj and trying to open a dispensary, can u do our license app'],
  },
  {
    question: 'and what about real estate, when was that added',
    category: 'followup',
    facts: ['2021'],
    url: '/impact',
    before: ['what yr did u guys start doing marketing'],
  },
  {
    question: 'where are they from originally',
    category: 'followup',
    facts: ['Holyoke'],
    url: '/team',
    before: ['who is in charge of the cannabis stuff over there'],
  },
  {
    question: 'ok and how fast does the investment pay itself back',
    category: 'followup',
    facts: ['2-4'],
    url: '/clean-energy',
    before: ['realistically how much lower could my energy costs get'],
  },

  // What the site does not say: the assistant must abstain
  { question: 'how much do u charge per hour after the free part', category: 'unknown', facts: [] },
  {
    question: 'is there parking by ur office or do i need to find street parking',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'can u help me get a liquor license for my restaurant',
    category: 'unknown',
    facts: [],
  },
  { question: 'do any of ur staff speak portuguese', category: 'unknown', facts: [] },
  { question: 'are yall hiring right now? looking for a job', category: 'unknown', facts: [] },
  { question: 'can u do my personal taxes this year', category: 'unknown', facts: [] },
  {
    question: 'how much does the state charge for a retail cannabis license in mass',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'do u manage rental properties, like collect rent for landlords',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'is the office wheelchair accessible, is there an elevator',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u take credit cards or only checks', category: 'unknown', facts: [] },
  { question: 'any discount for veterans?', category: 'unknown', facts: [] },
  {
    question: 'who are ur competitors and why r u better than them',
    category: 'unknown',
    facts: [],
  },
];
