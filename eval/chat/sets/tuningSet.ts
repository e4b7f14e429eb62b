import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The tuning set: questions the retrieval was developed against (typos, fragments, long and
 * indirect ones), each with the facts a correct answer must contain and the page it should link.
 * Its score says little about questions nobody tuned for: heldOutSet.ts measures those. Firm facts
 * come from src/lib/site.ts so an editor's change there moves the expectation too; facts from the
 * content collections are written out exactly as the files state them.
 */
const s = site.stats;
const phone = site.phone;
const email = site.email;

export const tuningSet: readonly EvalItem[] = [
  // Firm facts (src/lib/site.ts)
  { question: 'what is your phone number', category: 'firm', facts: [phone], url: '/contact' },
  { question: 'how do i reach you guys', category: 'firm', facts: [phone, email], url: '/contact' },
  { question: 'email address?', category: 'firm', facts: [email], url: '/contact' },
  {
    question: 'Where is your office located?',
    category: 'firm',
    facts: [site.address.street, site.address.city],
    url: '/contact',
  },
  {
    question: 'are you open on saturdays',
    category: 'firm',
    facts: [site.hours.days],
    url: '/contact',
  },
  {
    question: 'What time do you open in the morning?',
    category: 'firm',
    facts: [site.hours.opens],
    url: '/contact',
  },
  {
    question: 'office hours',
    category: 'firm',
    facts: [site.hours.days, site.hours.closes],
    url: '/contact',
  },
  {
    question: 'Which states do you work in?',
    category: 'firm',
    facts: site.serviceAreaNames,
    url: '/contact',
  },
  {
    question: 'do u serve rhode island',
    category: 'firm',
    facts: ['Rhode Island'],
    url: '/contact',
  },
  {
    question: "I'm in Hartford, Connecticut. Can you work with someone out of state like me?",
    category: 'firm',
    facts: ['Connecticut'],
    url: '/contact',
  },
  {
    question: 'When was the firm founded?',
    category: 'firm',
    facts: [String(site.founded)],
    url: '/impact',
  },
  {
    question: 'how long have you been in business',
    category: 'firm',
    facts: [String(site.founded)],
    url: '/impact',
  },
  {
    question: 'where are you headquartered',
    category: 'firm',
    facts: [site.address.city],
    url: '/contact',
  },
  {
    question: 'whats the zip code of your office',
    category: 'firm',
    facts: [site.address.postalCode],
    url: '/contact',
  },

  // Each division's services and steps (src/content/divisions, src/content/services)
  {
    question: 'Can you help me with my cannabis license application?',
    category: 'services',
    facts: ['License Application Support'],
    url: '/cannabis',
  },
  {
    question: 'host community agreement help',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'I ran a legacy operation for years. Can you help me go legal?',
    category: 'services',
    facts: ['legacy'],
    url: '/cannabis',
  },
  {
    question: 'do you do mock inspections',
    category: 'services',
    facts: ['Mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'seed to sale tracking setup',
    category: 'services',
    facts: ['Seed-to-sale'],
    url: '/cannabis',
  },
  {
    question: 'Can you help with fee waivers in the equity program?',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },
  {
    question: 'Im a first time home buyer, can you help',
    category: 'services',
    facts: ['first-time homebuyers'],
    url: '/real-estate',
  },
  {
    question: 'What are the steps of your real estate process?',
    category: 'services',
    facts: ['Needs Assessment', 'Market Research', 'Site Evaluation', 'Deal Structuring'],
    url: '/real-estate',
  },
  {
    question: 'we need a commercial location that meets zoning buffer rules for a dispensary',
    category: 'services',
    facts: ['Commercial Site Selection'],
    url: '/real-estate',
  },
  {
    question: 'do you coordinate lenders and attorneys at closing',
    category: 'services',
    facts: ['Transaction & Deal Support'],
    url: '/real-estate',
  },
  {
    question: 'marketing process steps',
    category: 'services',
    facts: ['Discovery', 'Strategy', 'Creation', 'Launch'],
    url: '/marketing',
  },
  {
    question: 'can you design a logo for my brand',
    category: 'services',
    facts: ['Brand Strategy & Identity'],
    url: '/marketing',
  },
  {
    question: 'How do I advertise cannabis without breaking the rules?',
    category: 'services',
    facts: ['Compliant Cannabis Marketing'],
    url: '/marketing',
  },
  {
    question: 'seo and email marketing',
    category: 'services',
    facts: ['Digital Marketing & Content'],
    url: '/marketing',
  },
  {
    question: 'do you do energy audits',
    category: 'services',
    facts: ['Energy Efficiency Audits'],
    url: '/clean-energy',
  },
  {
    question: 'is my roof good for solar panels?',
    category: 'services',
    facts: ['Solar Feasibility & Procurement'],
    url: '/clean-energy',
  },
  {
    question:
      'My grow facility uses a ton of power for lighting and dehumidification. Can you help plan it?',
    category: 'services',
    facts: ['Cannabis Facility Energy Planning'],
    url: '/clean-energy',
  },
  {
    question: 'help finding utility programs and state rebates',
    category: 'services',
    facts: ['Incentives & Rebate Navigation'],
    url: '/clean-energy',
  },
  {
    question: 'can one engagement cover several of your divisons',
    category: 'services',
    facts: ['Multiple Services'],
  },

  // Every figure on /impact (site.stats via src/lib/impact.ts) and /clean-energy (its stats)
  {
    question: 'How much could my business save on energy costs?',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'How long until solar pays for itself?',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },
  {
    question: 'whats the payback period on solar',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },
  {
    question: 'is there a federal tax credit for solar',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'are state rebates available',
    category: 'figures',
    facts: ['rebates available'],
    url: '/clean-energy',
  },
  {
    question: 'what kind of ROI can I expect from going solar?',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },
  {
    question: 'how many entrepreneurs have you supported',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: '/impact',
  },
  {
    question: 'How many groups have you helped get licensed?',
    category: 'figures',
    facts: [s.groupsLicensedOrPartnered],
    url: '/impact',
  },
  {
    question: 'pro bono hours per year?',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
    url: '/impact',
  },
  {
    question: 'how many legacy brands did you transition',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
    url: '/impact',
  },
  {
    question: 'how many clients have you served',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/impact',
  },
  {
    question: 'Whats your track record? any numbers on your impact',
    category: 'figures',
    facts: [s.entrepreneursSupported, s.proBonoHoursPerYear],
    url: '/impact',
  },
  {
    question: 'how many hours a week do you volunteer',
    category: 'figures',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },

  // Team names and roles (src/content/team)
  {
    question: 'Who runs the cannabis division?',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'who is in charge of real estate',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'Who leads your clean energy work?',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'who is jordan hayes',
    category: 'team',
    facts: ['Director, Cannabis Division'],
    url: '/team',
  },
  {
    question: 'what does alexis do',
    category: 'team',
    facts: ['Director of Real Estate, Marketing & Clean Energy'],
    url: '/team',
  },
  {
    question: 'who are the people behind the firm',
    category: 'team',
    facts: ['Jordan Hayes', 'Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'is alexis a licensed real estate agent',
    category: 'team',
    facts: ['Licensed real estate salesperson'],
    url: '/team',
  },
  {
    question: 'who runs the pro bono mentorship program',
    category: 'team',
    facts: ['Jordan'],
    url: '/team',
  },

  // Programs and dates (src/content/programs, src/content/timeline)
  {
    question: 'When does the Legacy-to-Legal Accelerator start?',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'tell me about the accelerator program',
    category: 'programs',
    facts: ['Legacy-to-Legal Accelerator'],
    url: '/impact',
  },
  {
    question: 'do you offer free mentorship',
    category: 'programs',
    facts: ['Pro Bono Mentorship'],
    url: '/impact',
  },
  {
    question: 'since when have you done pro bono mentoring',
    category: 'programs',
    facts: ['2018'],
    url: '/impact',
  },
  {
    question: 'When did you add the real estate division?',
    category: 'programs',
    facts: ['2021'],
    url: '/impact',
  },
  {
    question: 'what year did the marketing division launch',
    category: 'programs',
    facts: ['2022'],
    url: '/impact',
  },
  {
    question: 'when did you start doing clean energy',
    category: 'programs',
    facts: ['2023'],
    url: '/impact',
  },
  {
    question: 'when did you expand to four states',
    category: 'programs',
    facts: ['2024'],
    url: '/impact',
  },
  {
    question: 'when did you get your first equity clients',
    category: 'programs',
    facts: ['2019'],
    url: '/impact',
  },

  // Free consultation and equity rules
  {
    question: 'Is the first consultation free?',
    category: 'consultation',
    facts: ['free'],
    url: '/contact',
  },
  {
    question: 'free consulation?',
    category: 'consultation',
    facts: ['at least one free hour'],
    url: '/contact',
  },
  {
    question: "I'm a certified social equity applicant, do I have to pay for the consultation?",
    category: 'consultation',
    facts: ['free'],
    url: '/contact',
  },
  {
    question: 'how do you verify my equity certifcation',
    category: 'consultation',
    facts: ['during the consultation request'],
    url: '/contact',
  },
  {
    question: 'Which social equity certifications do you accept?',
    category: 'consultation',
    facts: ['City of Boston'],
  },
  { question: 'boston equity program eligible?', category: 'consultation', facts: ['Boston'] },
  {
    question: 'how long is the free consultation for a legacy to legal transition',
    category: 'consultation',
    facts: [`${site.freeConsultationMinimumHours} hour`],
  },
  {
    question: 'how much do you charge',
    category: 'consultation',
    facts: ['does not list prices', 'free consultation'],
    url: '/contact',
  },
  {
    question: 'what are your rates for cannabis licensing help',
    category: 'consultation',
    facts: ['does not list prices'],
    url: '/contact?service=cannabis',
  },

  // Response promises (site.responsePromise, site.equityResponsePromise)
  {
    question: 'How quickly will you respond?',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: 'how long till someone gets back to me',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: 'i sent a request yesterday, when will i hear back?',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: 'Do equity applicants get a faster reply?',
    category: 'response',
    facts: [site.equityResponsePromise],
    url: '/contact',
  },

  // Terms of service (src/content/legal/terms-of-service.md)
  {
    question: 'When is payment due?',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'how many days do i have to pay an invoice',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'What law governs your terms?',
    category: 'terms',
    facts: ['Massachusetts'],
    url: '/terms-of-service',
  },
  {
    question: 'what happens if we have a dispute',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },
  {
    // Both /impact and /terms-of-service state it; either link is right.
    question: 'is pro bono work guaranteed?',
    category: 'terms',
    facts: ["firm's discretion"],
  },
  {
    question: 'can you guarantee my license gets approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },

  // Privacy policy (src/content/legal/privacy-policy.md)
  {
    question: 'do you collect data from kids under 18',
    category: 'privacy',
    facts: ['under 18'],
    url: '/privacy-policy',
  },
  {
    question: 'I live in California, what are my privacy rights?',
    category: 'privacy',
    facts: ['California'],
    url: '/privacy-policy',
  },
  {
    question: 'do you sell my personal information',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'how do I get my data deleted',
    category: 'privacy',
    facts: ['delete'],
    url: '/privacy-policy',
  },
  {
    question: 'do you use cookies',
    category: 'privacy',
    facts: ['cookie'],
    url: '/privacy-policy',
  },

  // What the site does not say: an honest "I don't know" with the contact details
  { question: 'What is the capital of France?', category: 'unknown', facts: [phone, email] },
  { question: 'do you do divorce law', category: 'unknown', facts: [phone, email] },
  { question: 'can you file my taxes', category: 'unknown', facts: [phone, email] },
  { question: 'whats the weather in holyoke today', category: 'unknown', facts: [phone, email] },
  { question: 'do you have parking at the office', category: 'unknown', facts: [phone, email] },
  { question: 'How many employees do you have?', category: 'unknown', facts: [phone, email] },
  { question: 'do you have a podcast', category: 'unknown', facts: [phone, email] },
  {
    question: 'do you work in new york state too',
    category: 'firm',
    facts: ['New York'],
    url: '/contact',
  },
  // Added with the general retrieval: content that was not indexed before (recognitions, client
  // stories and partnerships, division page bodies, team emails, legal openings), history, and
  // follow-ups that lean on the previous question. Written from the content, like the rest.
  {
    question: 'r u a certified minority owned business?',
    category: 'recognition',
    facts: ['Certified Minority-Owned Business'],
    url: '/impact',
  },
  {
    question: 'are you members of the chamber of commerce',
    category: 'recognition',
    facts: ['Chamber of Commerce'],
    url: '/impact',
  },
  {
    question: 'are you an approved technical assistance vendor for equity applicants',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: '/impact',
  },
  {
    question: 'who verifies your pro bono hours',
    category: 'recognition',
    facts: ['Independently logged'],
    url: '/impact',
  },
  {
    question: 'did you ever help someone buy a home in chicopee',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'what do your clients say about the energy audits',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
  },
  {
    question: 'any client got a provisional license on their first try?',
    category: 'clients',
    facts: ['Marcus Bell'],
  },
  {
    question: 'what happened in 2020',
    category: 'history',
    facts: ['2020'],
    url: '/impact',
  },
  {
    question: 'what was the firm doing back in 2019',
    category: 'history',
    facts: ['2019'],
    url: '/impact',
  },
  {
    question: 'why should i use you instead of a regular realtor',
    category: 'services',
    facts: ['not paid to push a listing'],
    url: '/real-estate',
  },
  {
    question: 'cannabis applications are so expensive and confusing',
    category: 'services',
    facts: ['cannabis'],
    url: '/cannabis',
  },
  {
    question: 'jordan hayes email',
    category: 'team',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'how do i email alexis directly',
    category: 'team',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'who do your terms apply to',
    category: 'terms',
    facts: ['These terms apply'],
    url: '/terms-of-service',
  },
  {
    question: 'are you lawyers?',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'what does the privacy policy cover',
    category: 'privacy',
    facts: ['what personal information we collect'],
    url: '/privacy-policy',
  },
  {
    question: 'do you keep a record of what i type in this chat',
    category: 'privacy',
    facts: ['do not store chat conversations'],
    url: '/privacy-policy',
  },
  {
    question: "what's her email?",
    before: ['who runs real estate?'],
    category: 'followup',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'how can i contact him',
    before: ['who heads the cannabis practice'],
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'what about connecticut?',
    before: ['do you work in massachusetts'],
    category: 'followup',
    facts: ['Connecticut'],
    url: '/contact',
  },
  {
    question: 'and energy audits?',
    before: ['do you do solar feasibility studies'],
    category: 'followup',
    facts: ['Energy Efficiency Audits'],
    url: '/clean-energy',
  },
  {
    question: 'how do i get in touch with them',
    before: ['who is Paper City Cultivation'],
    category: 'followup',
    facts: ['andre@papercitycultivation.example'],
    url: '/cannabis',
  },
  { question: 'are you hiring right now', category: 'unknown', facts: [phone, email] },
  { question: 'do you sell cannabis seeds', category: 'unknown', facts: [phone, email] },
  { question: 'whats the wifi password', category: 'unknown', facts: [phone, email] },
  {
    question: 'can you help with my immigration paperwork',
    category: 'unknown',
    facts: [phone, email],
  },
  { question: 'do you offer a veterans discount', category: 'unknown', facts: [phone, email] },
];
