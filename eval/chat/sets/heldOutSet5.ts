import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fifth English held-out set (issue 40, second pass), under heldOutSet.ts's rules: written from
 * src/content alone (the site's copy), typed as visitors type on a phone (lower case, typos, "u",
 * "ur", "yall", run-on and two-part questions, follow-ups), committed on its own before the
 * answering changes it measures and never run or tuned against before that commit. Spread as in
 * heldOutSet4.ts: reaching the firm, places outside MA/RI/CT/NY, each division's services, figures,
 * people, programs, recognitions, client stories, history, the consultation, the legal and privacy
 * pages, follow-ups, two-part questions, and about one in six that the site cannot answer.
 */
const s = site.stats;

export const heldOutSet5: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'wats ur email addy', category: 'firm', facts: [site.email] },
  { question: 'r u guys open on saturdays', category: 'firm', facts: [site.hours.days] },
  { question: 'what street r u on', category: 'firm', facts: ['High Street'] },
  { question: 'do yall have an instagram', category: 'firm', facts: ['instagram'] },
  { question: 'what suite number is the office', category: 'firm', facts: ['Suite 3'] },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'do u take clients from pennsylvania',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'im opening a dispensary in chicago can you help',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we r in new hampshire, close to the mass border. do you work up here',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'any help for equity applicants in california',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'do u work in hartford', category: 'firm', facts: ['Connecticut'] },

  // Each division's services, in visitors' words
  {
    question: 'we got a deficiency letter from the regulators what do we do',
    category: 'services',
    facts: ['deficiency notices'],
    url: '/cannabis',
  },
  {
    question: 'can u help with the host community agreement',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'do you do practice inspections before the state comes',
    category: 'services',
    facts: ['Mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'can you train my budtenders on the procedures',
    category: 'services',
    facts: ['staff training'],
    url: '/cannabis',
  },
  {
    question: 'can u introduce me to lenders that work with equity folks',
    category: 'services',
    facts: ['equity-focused lenders'],
    url: '/cannabis',
  },
  {
    question: 'do u reach out to landlords and write the letter of intent',
    category: 'services',
    facts: ['letter-of-intent'],
    url: '/real-estate',
  },
  {
    question: 'can u look at comps in the neighborhood before i make an offer',
    category: 'services',
    facts: ['comparable-sales'],
    url: '/real-estate',
  },
  {
    question: 'who keeps track of the due diligence deadlines',
    category: 'services',
    facts: ['Due-diligence checklists'],
    url: '/real-estate',
  },
  {
    question: 'is the building gonna have enough power for my grow, do u check that',
    category: 'services',
    facts: ['utility capacity'],
    url: '/real-estate',
  },
  {
    question: 'can u check if my roof gets too much shade for panels',
    category: 'services',
    facts: ['shading'],
    url: '/clean-energy',
  },
  {
    question: 'do you get quotes from a few installers',
    category: 'services',
    facts: ['Installer bid comparison'],
    url: '/clean-energy',
  },
  {
    question: 'i want an energy audit of my shop',
    category: 'services',
    facts: ['Energy Efficiency Audits'],
    url: '/clean-energy',
  },
  {
    question: 'do u help pick the led grow lights',
    category: 'services',
    facts: ['LED lighting'],
    url: '/clean-energy',
  },
  {
    question: 'can u check the wording on my edible packaging labels',
    category: 'services',
    facts: ['Packaging and label copy'],
    url: '/marketing',
  },
  {
    question: 'i need help getting my business to show up on google maps',
    category: 'services',
    facts: ['Local search'],
    url: '/marketing',
  },

  // Figures the site states
  {
    question: 'is there some kinda tax break if we put solar up',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'how many legacy brands have u taken legal',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
  },
  {
    question: 'how many states do u work in',
    category: 'figures',
    facts: site.serviceAreaNames,
  },

  // The team
  {
    question: 'whats jordans job title there',
    category: 'team',
    facts: ['Director, Cannabis Division'],
    url: '/team',
  },
  {
    question: 'does anybody there have an mba',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },

  // Programs and recognition
  {
    question: 'is the legacy accelerator open yet or is it coming later',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'do you publish an impact report',
    category: 'recognition',
    facts: ['impact report'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'has anyone got their license on the first try with u',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'who is riverbend wellness',
    category: 'clients',
    facts: ['Simone Grant'],
    url: '/cannabis',
  },

  // History
  { question: 'what year did yall open', category: 'history', facts: ['2018'] },
  { question: 'when did the real estate part start', category: 'history', facts: ['2021'] },

  // The consultation and response time
  {
    question: 'do equity applicants have to pay for the consult',
    category: 'consultation',
    facts: ['free'],
  },
  {
    question: 'how many days till someone calls me back after i send the form',
    category: 'response',
    facts: [site.responsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'can u guarantee my license gets approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'if we disagree about something do we have to go to court',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },
  {
    question: 'do u sell my information',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'r my chat msgs saved somewhere',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },
  {
    question: 'does the site put ad cookies on my phone',
    category: 'privacy',
    facts: ['advertising cookies'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'and how much is the tax credit',
    before: ['can you help me with solar panels'],
    category: 'followup',
    facts: ['30%'],
  },
  {
    question: 'whats her email',
    before: ['who handles marketing'],
    category: 'followup',
    facts: ['alexis@legacyequitygroup.example'],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'what time do u open and whats the phone number',
    category: 'firm',
    facts: ['9:00 AM', site.phone],
  },
  {
    question: 'who runs cannabis and who runs real estate',
    category: 'team',
    facts: ['Jordan Hayes', 'Alexis Morgan'],
  },

  // Not on the site: the assistant must say it does not know
  { question: 'do u have parking at the office', category: 'unknown', facts: [] },
  { question: 'how much does a solar install cost', category: 'unknown', facts: [] },
  { question: 'any job openings at ur firm', category: 'unknown', facts: [] },
  { question: 'can you get me a mortgage', category: 'unknown', facts: [] },
  { question: 'what dispensary near me has the best prices', category: 'unknown', facts: [] },
  { question: 'do you speak portuguese', category: 'unknown', facts: [] },
  { question: 'whats the success rate of your applications', category: 'unknown', facts: [] },
  { question: 'can u fix my wordpress site its down', category: 'unknown', facts: [] },
];
