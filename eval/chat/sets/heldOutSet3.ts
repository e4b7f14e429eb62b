import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The third English held-out set (issue 40, second round), under heldOutSet.ts's rules: written from
 * the site's pages the way visitors type (lower case, no apostrophes, run-on questions), committed
 * on its own before the answering changes it measures, never tuned against. It leans on what the
 * issue names: places outside the four states, two-part questions, hiring (the firm publishes no
 * jobs, so the assistant must say it does not know, not offer a booking), the legal and privacy
 * pages, and questions the site cannot answer.
 */
const s = site.stats;

export const heldOutSet3: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'whats a good email to send my documents to',
    category: 'firm',
    facts: [site.email],
  },
  { question: 'can i stop by your office on a sunday', category: 'firm', facts: [site.hours.days] },
  { question: 'what street is your office on', category: 'firm', facts: ['High Street'] },

  // Places: outside the four states the answer names the states served; inside, the state
  { question: 'do you guys work in texas', category: 'firm', facts: site.serviceAreaNames },
  {
    question: 'im based in california can you still help me with my license',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we are opening a shop in philadelphia, is that somewhere you work',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'any clients in ohio?', category: 'firm', facts: site.serviceAreaNames },
  { question: 'new hampshire?', category: 'firm', facts: site.serviceAreaNames },
  {
    question: 'do you help businesses in hartford connecticut',
    category: 'firm',
    facts: ['Connecticut'],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'what is your phone number and what is your email',
    category: 'firm',
    facts: [site.phone, site.email],
  },
  {
    question: 'when was the firm started and where is it based',
    category: 'history',
    facts: [String(site.founded), site.address.city],
  },
  {
    question: 'do you do energy audits, and what kind of savings do people usually see',
    category: 'services',
    facts: ['Energy Efficiency Audits', '20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'who runs cannabis and who runs marketing',
    category: 'team',
    facts: ['Jordan Hayes', 'Alexis Morgan'],
  },
  {
    question: 'is the consult free and how fast do you get back to people',
    category: 'consultation',
    facts: ['free', '24-48 hours'],
  },

  // Services, in visitors' words
  {
    question: 'the town wants a host community agreement from us, can you help with that',
    category: 'services',
    facts: ['Host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'we got a deficiency notice from the cannabis commission what do we do',
    category: 'services',
    facts: ['deficiency notices'],
    url: '/cannabis',
  },
  {
    question: 'can you do a practice inspection before the state comes',
    category: 'services',
    facts: ['Mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'first time buying a house, is there help with the down payment',
    category: 'services',
    facts: ['down-payment assistance'],
    url: '/real-estate',
  },
  {
    question: 'our grow room lights are killing our electric bill',
    category: 'services',
    facts: ['LED lighting'],
    url: '/clean-energy',
  },
  {
    question: 'can you get my business showing up on google maps',
    category: 'services',
    facts: ['Local search'],
    url: '/marketing',
  },
  {
    question: 'do you check our packaging labels before we print them',
    category: 'services',
    facts: ['Packaging and label'],
    url: '/marketing',
  },
  {
    question: 'i got three quotes from solar installers and cant compare them',
    category: 'services',
    facts: ['Installer bid comparison'],
    url: '/clean-energy',
  },

  // Figures, programs, history, people
  {
    question: 'roughly how many entrepreneurs have you worked with',
    category: 'figures',
    facts: [s.entrepreneursSupported],
  },
  {
    question: 'whats the federal tax credit for solar',
    category: 'figures',
    facts: ['30%'],
  },
  {
    question: 'when does the accelerator program start',
    category: 'programs',
    facts: ['to be announced'],
  },
  { question: 'what year did you add real estate', category: 'history', facts: ['2021'] },
  {
    question: 'whats jordans email',
    category: 'team',
    facts: ['jordan@legacyequitygroup.example'],
  },
  {
    question: 'if im a social equity applicant how soon will i hear back',
    category: 'response',
    facts: ['24 hours'],
  },

  // Legal and privacy pages, asked about in everyday words
  {
    question: 'do you save what i type in this chat',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },
  {
    question: 'can i ask you to delete my info',
    category: 'privacy',
    facts: ['delete'],
    url: '/privacy-policy',
  },
  {
    question: 'does this site put tracking cookies on my computer',
    category: 'privacy',
    facts: ['advertising cookies'],
    url: '/privacy-policy',
  },
  {
    question: 'if something goes wrong between us do we end up in court',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },
  {
    question: 'will you guarantee my license gets approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'can you give me legal advice about my lease',
    category: 'terms',
    facts: ['not a law firm'],
  },

  // Hiring: the site lists no jobs
  { question: 'are you guys hiring right now', category: 'unknown', facts: [] },
  { question: 'do you have any job openings for consultants', category: 'unknown', facts: [] },
  { question: 'do you take summer interns', category: 'unknown', facts: [] },
  { question: 'how do i apply to work on your team', category: 'unknown', facts: [] },

  // Not on the site: the assistant must say it does not know
  {
    question: 'how much is the state fee for a cannabis license in massachusetts',
    category: 'unknown',
    facts: [],
  },
  { question: 'can you do my taxes this year', category: 'unknown', facts: [] },
  { question: 'do you give a discount to veterans', category: 'unknown', facts: [] },
  { question: 'do any of your staff speak portuguese', category: 'unknown', facts: [] },
  { question: 'is there parking near your office', category: 'unknown', facts: [] },
];
