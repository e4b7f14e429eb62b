import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fourth development set: the plain, most common questions a first-time visitor asks, written
 * from the content (src/content: the divisions, services, FAQ, team, timeline, programs,
 * recognitions, testimonials and the legal pages; src/lib/site.ts: phone, email, address, hours,
 * states, response promises and figures; src/i18n and src/pages for which page shows what); tuned
 * against, not held out. Short and generic, many phrasings of the same few needs (hours, the
 * office, phone and email, booking, the free consultation, fees, who runs the firm, since when,
 * what it does, each division asked plainly, the states, replies, reviews and results,
 * credentials, privacy and terms), tidy or typed on a phone, some follow-ups, and about one in six
 * that the site cannot answer.
 */
const s = site.stats;
const booking = ['/contact', '/book'];
const free = ['/contact', '/cannabis', '/', '/impact', '/terms-of-service'];
const founding = ['/', '/impact', '/impact-report', '/verification-documents'];
const overview = ['/', '/terms-of-service'];
const stories = ['/impact', '/impact-report', '/cannabis'];
const credentials = ['/impact', '/verification-documents'];
const team = ['Jordan Hayes', 'Alexis Morgan'];
const replies = ['/contact', '/'];

export const devSet4: readonly EvalItem[] = [
  // Opening hours
  { question: 'what are ur hours', category: 'firm', facts: ['9:00 AM', '5:00 PM'] },
  { question: 'What time do you open in the morning?', category: 'firm', facts: ['9:00 AM'] },
  { question: 'Are you open on weekends?', category: 'firm', facts: ['Monday', 'Friday'] },
  { question: 'r u open saturday', category: 'firm', facts: ['Monday', 'Friday'] },
  { question: 'are you guys open right now', category: 'firm', facts: ['9:00 AM', '5:00 PM'] },

  // The office
  { question: 'Where are you located?', category: 'firm', facts: [site.address.street] },
  {
    question: 'where is ur office',
    category: 'firm',
    facts: [site.address.street, site.address.city],
  },
  { question: 'What city are you in?', category: 'firm', facts: [site.address.city] },
  { question: 'where r u guys based', category: 'firm', facts: [site.address.city] },

  // Phone and email
  { question: 'What is your phone number?', category: 'firm', facts: [site.phone] },
  { question: 'phone # pls', category: 'firm', facts: [site.phone] },
  { question: 'whats ur email', category: 'firm', facts: [site.email] },
  { question: 'How do I contact you?', category: 'firm', facts: [site.phone, site.email] },

  // Booking a consultation
  {
    question: 'How do I schedule a consultation?',
    category: 'consultation',
    facts: [site.phone],
    url: booking,
  },
  {
    question: 'i want to book an appointment',
    category: 'consultation',
    facts: [site.phone],
    url: booking,
  },
  {
    question: 'how do i get started',
    category: 'consultation',
    facts: ['free consultation'],
    url: free,
  },

  // The free consultation
  { question: 'is the consult free?', category: 'consultation', facts: ['free'], url: free },
  {
    question: 'Do you charge for the first meeting?',
    category: 'consultation',
    facts: ['free consultation'],
    url: free,
  },
  {
    question: 'How long is the consultation?',
    category: 'consultation',
    facts: ['free hour'],
    url: free,
  },
  {
    question: 'is it free for social equity applicants',
    category: 'consultation',
    facts: ['automatically'],
    url: free,
  },

  // What it costs
  {
    question: 'How much do you charge?',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },
  {
    question: 'what are ur fees',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },
  {
    question: 'how much does it cost',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },
  {
    question: 'When is payment due?',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },

  // Who runs the firm
  { question: 'Who runs the firm?', category: 'team', facts: team, url: '/team' },
  { question: 'whos in charge', category: 'team', facts: team, url: '/team' },
  { question: 'who is the owner', category: 'team', facts: team, url: '/team' },
  { question: "Who's on your team?", category: 'team', facts: team, url: '/team' },
  {
    question: 'who handles the cannabis side',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },

  // Since when, and where
  {
    question: 'How long have you been in business?',
    category: 'history',
    facts: [String(site.founded)],
    url: founding,
  },
  {
    question: 'when did u start',
    category: 'history',
    facts: [String(site.founded)],
    url: founding,
  },
  {
    question: 'Where did you start out?',
    category: 'history',
    facts: [site.address.city],
    url: founding,
  },

  // What the firm does, and each division asked plainly
  {
    question: 'What do you do?',
    category: 'services',
    facts: ['real estate', 'clean energy'],
    url: overview,
  },
  {
    question: 'what services do u offer',
    category: 'services',
    facts: ['real estate', 'clean energy'],
    url: overview,
  },
  {
    question: 'do you do real estate',
    category: 'services',
    facts: ['homebuyers'],
    url: '/real-estate',
  },
  {
    question: 'can u help me buy a house',
    category: 'services',
    facts: ['homebuyers'],
    url: '/real-estate',
  },
  {
    question: 'Can you help me with solar?',
    category: 'services',
    facts: ['solar'],
    url: '/clean-energy',
  },
  { question: 'do you do marketing', category: 'services', facts: ['brand'], url: '/marketing' },
  {
    question: 'can u do my social media',
    category: 'services',
    facts: ['content calendars'],
    url: '/marketing',
  },
  {
    question: 'Can you help me get a cannabis license?',
    category: 'services',
    facts: ['license application'],
    url: '/cannabis',
  },
  {
    question: 'what is social equity',
    category: 'services',
    facts: ['prohibition'],
    url: '/cannabis',
  },
  {
    question: 'am i eligible for social equity?',
    category: 'services',
    facts: ['eligibility'],
    url: '/cannabis',
  },
  {
    question: 'i sold before it was legal, can u help me go legit',
    category: 'services',
    facts: ['legacy'],
    url: '/cannabis',
  },

  // Where the firm works: a place outside the four states gets the four states
  { question: 'What states do you cover?', category: 'firm', facts: site.serviceAreaNames },
  { question: 'do you work in florida', category: 'firm', facts: site.serviceAreaNames },
  { question: 'im in texas can u help me', category: 'firm', facts: site.serviceAreaNames },
  { question: 'Do you work in New Jersey?', category: 'firm', facts: site.serviceAreaNames },
  { question: 'can you help me in california', category: 'firm', facts: site.serviceAreaNames },
  { question: 'are you in boston', category: 'firm', facts: ['Massachusetts'] },
  { question: 'do you work in new york', category: 'firm', facts: ['New York'] },
  { question: 'im in providence, do u cover RI', category: 'firm', facts: ['Rhode Island'] },

  // How fast the firm replies
  {
    question: 'How fast do you reply?',
    category: 'response',
    facts: [site.responsePromise],
    url: replies,
  },
  {
    question: 'when will i hear back',
    category: 'response',
    facts: [site.responsePromise],
    url: replies,
  },

  // Reviews, results, credentials
  { question: 'do u have reviews', category: 'clients', facts: ['Marcus Bell'], url: stories },
  {
    question: 'What do clients say about you?',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: stories,
  },
  {
    question: 'how many clients have you had',
    category: 'figures',
    facts: [s.clientsServed],
    url: ['/', '/impact'],
  },
  {
    question: 'How many businesses have you helped get licensed?',
    category: 'figures',
    facts: [s.groupsLicensedOrPartnered],
    url: ['/impact', '/impact-report'],
  },
  {
    question: 'do you do any free work',
    category: 'programs',
    facts: ['pro bono mentorship'],
    url: ['/impact', '/impact-report'],
  },
  {
    question: 'Are you certified?',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: credentials,
  },
  {
    question: 'r u guys legit',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: credentials,
  },
  {
    question: 'is anyone on ur team a licensed realtor',
    category: 'team',
    facts: ['Licensed real estate salesperson'],
    url: ['/team', '/verification-documents'],
  },

  // Privacy
  {
    question: 'do you sell my data',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'Is my information safe with you?',
    category: 'privacy',
    facts: ['encrypted'],
    url: '/privacy-policy',
  },
  {
    question: 'how do i get my info deleted',
    category: 'privacy',
    facts: ['delete'],
    url: '/privacy-policy',
  },
  {
    question: 'do u use cookies',
    category: 'privacy',
    facts: ['advertising cookies'],
    url: '/privacy-policy',
  },
  {
    question: 'do you save this chat',
    category: 'privacy',
    facts: ['do not store chat'],
    url: '/privacy-policy',
  },

  // Terms
  {
    question: 'Are you lawyers?',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'do u guarantee ill get my license',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'what happens if we have a dispute',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },

  // Follow-ups
  {
    question: 'and on saturday?',
    before: ['what are your hours?'],
    category: 'followup',
    facts: ['Monday', 'Friday'],
  },
  {
    question: 'how do i reach him?',
    before: ['who runs the cannabis division?'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'and where?',
    before: ['when did you start?'],
    category: 'followup',
    facts: [site.address.city],
    url: founding,
  },
  {
    question: 'what about ohio',
    before: ['do you work in new york'],
    category: 'followup',
    facts: site.serviceAreaNames,
  },
  {
    question: 'and if im a social equity applicant?',
    before: ['how fast do you reply'],
    category: 'followup',
    facts: [site.equityResponsePromise],
    url: replies,
  },
  {
    question: 'how long is it?',
    before: ['is the consultation free?'],
    category: 'followup',
    facts: ['free hour'],
    url: free,
  },

  // What the site cannot answer
  { question: 'are you hiring?', category: 'unknown', facts: [] },
  { question: 'do u have any job openings', category: 'unknown', facts: [] },
  { question: 'What languages do you speak?', category: 'unknown', facts: [] },
  { question: 'can i get a refund', category: 'unknown', facts: [] },
  { question: 'do you take credit cards', category: 'unknown', facts: [] },
  { question: 'Is there parking?', category: 'unknown', facts: [] },
  { question: 'r u guys open on thanksgiving day', category: 'unknown', facts: [] },
  { question: 'do you offer payment plans', category: 'unknown', facts: [] },
  { question: 'how much is the state license fee', category: 'unknown', facts: [] },
  { question: 'can u do my taxes', category: 'unknown', facts: [] },
  { question: 'whats ur fax number', category: 'unknown', facts: [] },
  { question: 'Do you have an app?', category: 'unknown', facts: [] },
  { question: 'can you help with my immigration papers', category: 'unknown', facts: [] },
  {
    question: 'is there parking there?',
    before: ['where is your office?'],
    category: 'unknown',
    facts: [],
  },
  { question: 'is there a veterans discount', category: 'unknown', facts: [] },
];
