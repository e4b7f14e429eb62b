import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The held-out set: questions written from the site's content the way visitors type them
 * (fragments, typos, two-part questions, follow-ups that lean on the previous turn) before the
 * retrieval they measure, and never tuned against. When one fails, fix the retrieval in general
 * and check the fix on the tuning set; never add a word, rule or synonym for one of these.
 * Facts are the words any correct answer holds; firm facts come from `site` so an editor's change
 * there moves the expectation too. 'unknown' questions are ones the site does not answer: the
 * assistant must say it does not know.
 */
const s = site.stats;

export const heldOutSet: readonly EvalItem[] = [
  // Reaching the firm, hours, office, areas
  { question: 'whats ur number', category: 'firm', facts: [site.phone], url: '/contact' },
  { question: 'can i email you', category: 'firm', facts: [site.email], url: '/contact' },
  {
    question: 'How can I get in touch with somebody at the firm?',
    category: 'firm',
    facts: [site.phone, site.email],
    url: '/contact',
  },
  {
    question: 'is the office open on sundays',
    category: 'firm',
    facts: [site.hours.days],
    url: '/contact',
  },
  {
    question: 'what time do you close',
    category: 'firm',
    facts: [site.hours.closes],
    url: '/contact',
  },
  {
    question: 'office adress pls',
    category: 'firm',
    facts: [site.address.street, site.address.city],
    url: '/contact',
  },
  { question: 'what town are you guys in', category: 'firm', facts: [site.address.city] },
  {
    question: 'Do you take clients in New Hampshire?',
    category: 'firm',
    facts: site.serviceAreaNames,
    url: '/contact',
  },
  {
    question: 'new york clients too?',
    category: 'firm',
    facts: ['New York'],
    url: '/contact',
  },
  { question: 'postal code for the office', category: 'firm', facts: [site.address.postalCode] },
  { question: 'are you based in boston?', category: 'firm', facts: [site.address.city] },

  // Services of the four divisions
  {
    question: 'can you help w/ the application for my dispensary license',
    category: 'services',
    facts: ['application'],
    url: '/cannabis',
  },
  {
    question: 'we got a deficiency notice from the regulator, can you help us respond?',
    category: 'services',
    facts: ['deficiency notices'],
    url: '/cannabis',
  },
  {
    question: 'do you train staff on compliance procedures',
    category: 'services',
    facts: ['staff training'],
    url: '/cannabis',
  },
  {
    question: 'inventory tracking for a cannabis shop',
    category: 'services',
    facts: ['Seed-to-sale'],
    url: '/cannabis',
  },
  {
    question: 'I need lenders and landlords that work with equity applicants',
    category: 'services',
    facts: ['equity-focused lenders and landlords'],
    url: '/cannabis',
  },
  {
    question: 'dehumidifier sizing for a grow room',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'LED lights for my cultivation facility?',
    category: 'services',
    facts: ['LED lighting'],
    url: '/clean-energy',
  },
  {
    question: 'can you compare bids from solar installers',
    category: 'services',
    facts: ['installer'],
    url: '/clean-energy',
  },
  {
    question: 'energy audit for a small farm',
    category: 'services',
    facts: ['Efficiency Audits'],
    url: '/clean-energy',
  },
  {
    question: 'who handles the paperwork for utility rebates?',
    category: 'services',
    facts: ['rebate'],
    url: '/clean-energy',
  },
  {
    question: 'Can you review the copy on our packaging and labels?',
    category: 'services',
    facts: ['label copy'],
    url: '/marketing',
  },
  {
    question: 'help getting my shop to show up in local search',
    category: 'services',
    facts: ['Local search'],
    url: '/marketing',
  },
  {
    question: 'do yall do email newsletters',
    category: 'services',
    facts: ['email'],
    url: '/marketing',
  },
  {
    question: 'promotion for the grand opening of our store',
    category: 'services',
    facts: ['event'],
    url: '/marketing',
  },
  {
    question: "I'm an investor looking at buying property, can you advise me?",
    category: 'services',
    facts: ['investors'],
    url: '/real-estate',
  },
  {
    question: 'down payment assistance?',
    category: 'services',
    facts: ['down-payment assistance'],
    url: ['/real-estate', '/impact'],
  },
  {
    question: 'can you draft a letter of intent for a lease',
    category: 'services',
    facts: ['letter-of-intent'],
    url: '/real-estate',
  },
  {
    question: 'how does your process work when looking for a property',
    category: 'services',
    facts: ['Needs Assessment'],
    url: '/real-estate',
  },
  {
    question: 'due diligence deadlines help',
    category: 'services',
    facts: ['Due-diligence'],
    url: '/real-estate',
  },
  {
    question: 'I need a license, a location and a brand. Can one team do all of it?',
    category: 'services',
    facts: ['Multiple Services'],
  },
  {
    question: 'are you lawyers? can you give me legal advice',
    category: 'services',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },

  // Figures the site states
  {
    question: 'how much can solar cut my energy bill',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'what percent is the federal solar tax credit',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'how many yrs before energy upgrades pay off',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },
  {
    question: 'how many clients have u worked with',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/impact',
  },
  {
    question: 'how many pro bono hours do you give each year',
    category: 'figures',
    facts: ['1,040'],
    url: '/impact',
  },
  {
    question: 'how many entrepreneurs have you helped so far?',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: '/impact',
  },
  {
    question: 'how many years of experience does the firm have',
    category: 'figures',
    facts: [s.yearsInPractice],
    url: '/impact',
  },

  // The team
  {
    question: 'whos the director of the cannabis division',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'who is in charge of marketing',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: "what's jordan's email",
    category: 'team',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'how do i email alexis morgan',
    category: 'team',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'is alexis a certified energy manager?',
    category: 'team',
    facts: ['Certified energy manager'],
    url: '/team',
  },
  {
    question: 'what degree does jordan have',
    category: 'team',
    facts: ['Business Administration'],
    url: '/team',
  },
  {
    question: 'anyone on the team from holyoke?',
    category: 'team',
    facts: ['Holyoke native'],
    url: '/team',
  },

  // Programs
  {
    question: 'when is the accelerator launching',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'what is the legacy to legal accelerator?',
    category: 'programs',
    facts: ['cohort'],
    url: '/impact',
  },
  {
    question: 'free mentoring for equity entrepreneurs?',
    category: 'programs',
    facts: ['mentorship'],
    url: '/impact',
  },

  // Recognitions and credentials
  {
    question: 'are you a minority owned business',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },
  {
    question: 'chamber of commerce member?',
    category: 'recognition',
    facts: ['Chamber'],
    url: '/impact',
  },
  {
    question: 'are you on the technical assistance vendor list for the equity program',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: '/impact',
  },
  {
    question: 'how can I check your credentials are real',
    category: 'recognition',
    facts: ['verification'],
    url: '/impact',
  },

  // Clients: partnerships and testimonials
  {
    question: 'tell me about paper city cultivation',
    category: 'clients',
    facts: ['Andre Thompson'],
    url: '/cannabis',
  },
  {
    question: 'what did you do for Riverbend Wellness?',
    category: 'clients',
    facts: ['compliance program'],
    url: '/cannabis',
  },
  {
    question: 'any reviews from first time home buyers',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'has anyone gotten a provisional license with your help',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'did an energy audit ever actually pay off for a farm',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/impact',
  },
  {
    question: "what's Andre Thompson's phone number",
    category: 'clients',
    facts: ['(413) 555-0187'],
    url: '/cannabis',
  },

  // Free consultation and certification
  {
    question: 'is the first meeting free?',
    category: 'consultation',
    facts: ['free hour'],
  },
  {
    question: "i'm not an equity applicant, do i still get anything free",
    category: 'consultation',
    facts: ['free hour'],
  },
  {
    question: 'how do you check my equity certification?',
    category: 'consultation',
    facts: ['during the consultation request'],
  },
  {
    question: 'does a city of boston equity certification count',
    category: 'consultation',
    facts: ['City of Boston'],
  },
  {
    question: 'how do I book a consultation',
    category: 'consultation',
    facts: [],
    url: '/contact',
  },

  // How fast we answer
  {
    question: 'how fast do u reply',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: "I'm an equity applicant, how soon will someone get back to me?",
    category: 'response',
    facts: [site.equityResponsePromise],
  },

  // Terms of service
  {
    question: 'invoice due date?',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: "which state's law applies to our contract",
    category: 'terms',
    facts: ['Massachusetts'],
    url: '/terms-of-service',
  },
  {
    question: 'can you promise my application will be approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'who owns the deliverables you make for me',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },
  {
    question: 'is your liability capped',
    category: 'terms',
    facts: ['limited to the fees'],
    url: '/terms-of-service',
  },

  // Privacy policy
  {
    question: 'do you keep what I type in this chat',
    category: 'privacy',
    facts: ['do not store chat conversations'],
    url: '/privacy-policy',
  },
  {
    question: 'do you use google analytics',
    category: 'privacy',
    facts: ['Google Analytics'],
    url: '/privacy-policy',
  },
  {
    question: 'how long do you keep my information',
    category: 'privacy',
    facts: ['business records'],
    url: '/privacy-policy',
  },
  {
    question: 'who do you share my data with?',
    category: 'privacy',
    facts: ['service providers'],
    url: '/privacy-policy',
  },

  // History
  {
    question: 'when did you open',
    category: 'history',
    facts: [String(site.founded)],
    url: '/impact',
  },
  {
    question: 'what year did the clean energy division start',
    category: 'history',
    facts: ['2023'],
    url: '/impact',
  },
  {
    question: 'since when do you work in all four states',
    category: 'history',
    facts: ['2024'],
    url: '/impact',
  },

  // Follow-ups that lean on the previous question
  {
    before: ['do you work in massachusetts?'],
    question: 'and in connecticut?',
    category: 'followup',
    facts: ['Connecticut'],
    url: '/contact',
  },
  {
    before: ['what does your marketing division do?'],
    question: 'who leads it?',
    category: 'followup',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    before: ['tell me about the accelerator program'],
    question: 'when does it start',
    category: 'followup',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    before: ['how fast do you respond to requests'],
    question: 'what about for equity applicants',
    category: 'followup',
    facts: [site.equityResponsePromise],
  },
  {
    before: ['who runs the cannabis division?'],
    question: 'and how do I reach them?',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
  },
  {
    before: ['who heads real estate'],
    question: 'what are her credentials',
    category: 'followup',
    facts: ['Licensed real estate salesperson'],
    url: '/team',
  },

  // Questions the site does not answer: the assistant must abstain
  { question: 'do you do immigration paperwork', category: 'unknown', facts: [] },
  { question: 'can you help me get a liquor license', category: 'unknown', facts: [] },
  { question: 'do you offer payroll services', category: 'unknown', facts: [] },
  { question: 'is your office wheelchair accessible', category: 'unknown', facts: [] },
  { question: 'recommend a good restaurant in holyoke?', category: 'unknown', facts: [] },
  { question: 'do you do bookkeeping for small businesses', category: 'unknown', facts: [] },
  { question: 'whats the price of bitcoin', category: 'unknown', facts: [] },
  { question: 'who won the super bowl', category: 'unknown', facts: [] },
  { question: 'can you advise me on health insurance', category: 'unknown', facts: [] },
  { question: 'do you fix laptops', category: 'unknown', facts: [] },
  { question: 'can you translate a document into french for me', category: 'unknown', facts: [] },
];
