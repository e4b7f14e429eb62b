import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The fourth English held-out set (issue 40), under heldOutSet.ts's rules: written from the site's
 * content alone, typed the way visitors type on a phone (lower case, no apostrophes, "u" and "yall",
 * run-on questions, everyday words the pages do not use), committed on its own before the answering
 * changes it measures, never tuned against. Spread over the categories roughly as visitors ask:
 * reaching the firm and places outside the four states first, then each division's services, the
 * figures, people, programs, recognitions, client stories, history, the consultation, the legal
 * and privacy pages, follow-ups, two-part questions and about one in seven the site cannot answer.
 */
const s = site.stats;

export const heldOutSet4: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'whats ur phone number i wanna call', category: 'firm', facts: [site.phone] },
  { question: 'what time do yall close', category: 'firm', facts: ['5:00 PM'] },
  {
    question: 'whats the zip code for your office',
    category: 'firm',
    facts: [site.address.postalCode],
  },
  { question: 'which town is the office in', category: 'firm', facts: [site.address.city] },
  {
    question: 'is there an email i can write to with a question about buying a building',
    category: 'firm',
    facts: [site.email],
  },

  // Places: outside the four states the answer names the states served; inside, the state
  { question: 'do you do anything in florida', category: 'firm', facts: site.serviceAreaNames },
  {
    question: 'im in newark nj can you help me find a storefront',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'any chance you work with people up in vermont',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we are in atlanta looking at solar, do u cover georgia',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'do you cover providence', category: 'firm', facts: ['Rhode Island'] },
  {
    question: 'can you help with equity certification in boston',
    category: 'services',
    facts: ['City of Boston'],
    url: ['/cannabis', '/contact'],
  },

  // Each division's services, in visitors' words
  {
    question: 'i need help writing the security plan for my dispensary application',
    category: 'services',
    facts: ['License Application Support'],
    url: '/cannabis',
  },
  {
    question: 'do u set up the seed to sale inventory tracking',
    category: 'services',
    facts: ['Seed-to-sale tracking'],
    url: '/cannabis',
  },
  {
    question: 'is there a way to get the license fees waived',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },
  {
    question: 'can you find a spot for my shop thats not too close to a school',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'need someone to look over the lease with my lawyer before i sign',
    category: 'services',
    facts: ['Lease and purchase term review'],
    url: '/real-estate',
  },
  {
    question: 'we wanna buy a couple rental properties can you advise us',
    category: 'services',
    facts: ['investors'],
    url: '/real-estate',
  },
  {
    question: 'my dehumidifiers run all day in the grow, can someone size the hvac right',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'do u fill out the utility rebate paperwork for us',
    category: 'services',
    facts: ['utility rebate applications'],
    url: '/clean-energy',
  },
  {
    question: 'can you tell me if solar even makes sense on my barn roof',
    category: 'services',
    facts: ['Solar Feasibility'],
    url: '/clean-energy',
  },
  {
    question: 'i need a logo and brand colors',
    category: 'services',
    facts: ['Logo'],
    url: '/marketing',
  },
  {
    question: 'can you guys run our monthly newsletter',
    category: 'services',
    facts: ['Email marketing and newsletters'],
    url: '/marketing',
  },
  {
    question: 'do you do promo for a grand opening',
    category: 'services',
    facts: ['Grand-opening'],
    url: '/marketing',
  },
  {
    question: 'whats the marketing process like start to finish',
    category: 'services',
    facts: ['Discovery', 'Strategy', 'Creation', 'Launch'],
    url: '/marketing',
  },
  {
    question: 'we need a license and a building and marketing, can one team do all of it',
    category: 'services',
    facts: ['Multiple Services'],
    url: ['/real-estate', '/marketing', '/clean-energy'],
  },

  // Figures the site states
  { question: 'how many clients have u had', category: 'figures', facts: [s.clientsServed] },
  {
    question: 'how long til solar pays for itself usually',
    category: 'figures',
    facts: ['2-4yr'],
    url: '/clean-energy',
  },
  {
    question: 'how many free hours do you give away a year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
  },
  {
    question: 'how many equity applicants have you helped so far',
    category: 'figures',
    facts: [s.applicantsGuided],
  },
  {
    question: 'how many years yall been doing this',
    category: 'figures',
    facts: [s.yearsInPractice],
  },

  // The team
  {
    question: 'who do i talk to about solar, whos in charge of that',
    category: 'team',
    facts: ['Alexis Morgan'],
  },
  { question: 'is jordan from around here', category: 'team', facts: ['Holyoke'], url: '/team' },
  {
    question: 'does alexis have a real estate license',
    category: 'team',
    facts: ['Licensed real estate salesperson'],
    url: '/team',
  },
  { question: 'who runs the free mentoring', category: 'team', facts: ['Jordan Hayes'] },

  // Programs and recognition
  {
    question: 'whats the accelerator thing for legacy guys',
    category: 'programs',
    facts: ['Legacy-to-Legal Accelerator'],
    url: '/impact',
  },
  {
    question: 'how many hours a week of free mentoring do you do',
    category: 'programs',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },
  {
    question: 'are you a minority owned business',
    category: 'recognition',
    facts: ['Certified Minority-Owned Business'],
    url: '/impact',
  },
  {
    question: 'are you guys in the chamber of commerce',
    category: 'recognition',
    facts: ['Chamber of Commerce'],
    url: '/impact',
  },
  {
    question: 'are u on the states list of technical assistance vendors for equity',
    category: 'recognition',
    facts: ['Technical-Assistance Provider'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'got any reviews from first time home buyers',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'whos andre thompson, is he a client of yours',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },
  {
    question: 'any farms that saved money on energy with you',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/impact',
  },

  // History
  { question: 'when did u start doing clean energy', category: 'history', facts: ['2023'] },
  { question: 'when did you expand into new york', category: 'history', facts: ['2024'] },

  // The free consultation and what happens after
  {
    question: 'is the first meeting free or do i gotta pay',
    category: 'consultation',
    facts: ['free'],
  },
  {
    question: 'how long is the free consult if im coming from the legacy market',
    category: 'consultation',
    facts: ['1 hour'],
    url: '/terms-of-service',
  },
  {
    question: 'when do you check my equity certificate',
    category: 'consultation',
    facts: ['before your first meeting'],
    url: '/contact',
  },
  {
    question: 'what do we go over in the free energy consult',
    category: 'consultation',
    facts: ['energy bills'],
    url: '/clean-energy',
  },

  // Response time
  {
    question: 'if i fill out the form when will somebody get back to me',
    category: 'response',
    facts: [site.responsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'when is the invoice due',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'which states laws apply to the contract',
    category: 'terms',
    facts: ['Commonwealth of Massachusetts'],
    url: '/terms-of-service',
  },
  {
    question: 'if you mess up can i sue for more than what i paid',
    category: 'terms',
    facts: ['limited to the fees'],
    url: '/terms-of-service',
  },
  {
    question: 'do you use google analytics on here',
    category: 'privacy',
    facts: ['Google Analytics'],
    url: '/privacy-policy',
  },
  {
    question: 'who else gets to see my info',
    category: 'privacy',
    facts: ['service providers'],
    url: '/privacy-policy',
  },
  {
    question: 'how long do you hang on to my form info',
    category: 'privacy',
    facts: ['business records'],
    url: '/privacy-policy',
  },
  {
    question: 'im 16 is it ok if i send a request',
    category: 'privacy',
    facts: ['18'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'whats their email',
    before: ['who runs the cannabis side'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
  },
  {
    question: 'and how much does it usually save',
    before: ['do you help with solar'],
    category: 'followup',
    facts: ['20-40%'],
  },
  {
    question: 'what if im a social equity applicant',
    before: ['how fast do you reply'],
    category: 'followup',
    facts: [site.equityResponsePromise],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'whats the address and what are the hours',
    category: 'firm',
    facts: ['High Street', site.hours.days],
  },
  {
    question: 'who is alexis and how do i email them',
    category: 'team',
    facts: ['Alexis Morgan', 'alexis@legacyequitygroup.example'],
  },
  {
    question: 'do you market dispensaries and do you check the ad rules for each state',
    category: 'services',
    facts: ['Compliant Cannabis Marketing', 'advertising rule'],
    url: '/marketing',
  },

  // Not on the site: the assistant must say it does not know
  { question: 'how much do you charge per hour', category: 'unknown', facts: [] },
  {
    question: 'whats the price to do my whole license application',
    category: 'unknown',
    facts: [],
  },
  { question: 'whats a good strain for sleep', category: 'unknown', facts: [] },
  { question: 'is it gonna rain in holyoke this weekend', category: 'unknown', facts: [] },
  { question: 'do you guys do roof repairs', category: 'unknown', facts: [] },
  { question: 'is your office wheelchair accessible', category: 'unknown', facts: [] },
  { question: 'can i pay you in crypto', category: 'unknown', facts: [] },
  { question: 'how many employees work there', category: 'unknown', facts: [] },
  { question: 'can u help me get my medical card for weed', category: 'unknown', facts: [] },
  {
    question: 'do you pay a referral bonus if i send you a client',
    category: 'unknown',
    facts: [],
  },
];
