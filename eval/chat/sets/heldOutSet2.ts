import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The second English held-out set (issue 40), under heldOutSet.ts's rules: written from the site's
 * content the way visitors type, committed before the changes it measures, never tuned against.
 * It adds what the first set had little of: places outside the four states (the answer names the
 * states the firm serves), questions a nearby page covers only in part, everyday filler words, and
 * questions where a legal passage shares the words of the firm's own page.
 */
const s = site.stats;

export const heldOutSet2: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'what is the best number to reach you at', category: 'firm', facts: [site.phone] },
  {
    question: 'whats the email address exactly',
    category: 'firm',
    facts: [site.email],
    url: '/contact',
  },
  { question: 'are yall open saturday', category: 'firm', facts: [site.hours.days] },
  {
    question: 'which city is your office located in',
    category: 'firm',
    facts: [site.address.city],
  },

  // Places outside the four states: the answer names the states served
  {
    question: 'do you work with businesses in New Jersey?',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'can you help me get a license in michigan',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'clients in maine?', category: 'firm', facts: site.serviceAreaNames },
  {
    question: 'I am opening a dispensary in Denver, Colorado. Can you help?',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do you serve vermont',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'rhode island clients?', category: 'firm', facts: ['Rhode Island'] },

  // Services
  {
    question: 'help me figure out if I qualify as a social equity applicant',
    category: 'services',
    facts: ['eligibility'],
    url: '/cannabis',
  },
  {
    question: 'zoning buffer rules near schools for a cannabis store location',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'we need a new logo and brand colors',
    category: 'services',
    facts: ['Logo'],
    url: '/marketing',
  },
  {
    question: 'what rebates could my business get for going green',
    category: 'services',
    facts: ['rebate'],
    url: '/clean-energy',
  },
  {
    question: 'is solar worth it for my building? feasibility study',
    category: 'services',
    facts: ['Solar Feasibility'],
    url: '/clean-energy',
  },
  {
    question: 'can you help with fee waivers for equity applicants',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },
  {
    question: 'social media ads for a cannabis brand, is that allowed',
    category: 'services',
    facts: ['Compliant Cannabis Marketing'],
    url: '/marketing',
  },
  {
    question: 'negotiating the purchase of a commercial building',
    category: 'services',
    facts: ['Transaction'],
    url: '/real-estate',
  },
  {
    question: 'energy planning for a grow facility',
    category: 'services',
    facts: ['Cannabis Facility Energy'],
    url: '/clean-energy',
  },
  {
    question: 'can one engagement cover marketing and real estate both',
    category: 'services',
    facts: ['Multiple Services'],
  },

  // Figures
  {
    question: 'how many pro bono hours do you do',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
  },
  {
    question: 'how many legacy brands have you moved into the legal market',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
  },

  // Team
  {
    question: 'who runs the cannabis side of the firm',
    category: 'team',
    facts: ['Jordan Hayes'],
  },
  {
    question: 'who is in charge of real estate and clean energy',
    category: 'team',
    facts: ['Alexis Morgan'],
  },

  // Programs, recognition, history
  {
    question: 'tell me about the mentorship program',
    category: 'programs',
    facts: ['Pro Bono Mentorship'],
  },
  {
    question: 'are you a certified minority owned business',
    category: 'recognition',
    facts: ['Minority-Owned'],
  },
  {
    question: 'when did you start the company',
    category: 'history',
    facts: [String(site.founded)],
  },
  {
    question: 'what year did the clean energy division open',
    category: 'history',
    facts: ['2023'],
  },

  // Consultation and response
  {
    question: 'is the first meeting free or do I pay',
    category: 'consultation',
    facts: ['free'],
  },
  {
    question: 'how long until someone gets back to me',
    category: 'response',
    facts: ['24-48 hours'],
  },

  // Terms and privacy: asked about on purpose
  {
    question: 'do you sell my personal data to anyone',
    category: 'privacy',
    facts: [],
    url: '/privacy-policy',
  },
  {
    question: 'when are your invoices due',
    category: 'terms',
    facts: [String(site.paymentDueDays)],
    url: '/terms-of-service',
  },

  // Not on the site: the assistant must say it does not know
  { question: 'what is your hourly rate exactly', category: 'unknown', facts: [] },
  { question: 'can you help me with my divorce', category: 'unknown', facts: [] },
  { question: 'whats the weather like in holyoke today', category: 'unknown', facts: [] },
  { question: 'do you accept bitcoin', category: 'unknown', facts: [] },
  { question: 'how many employees work at the firm', category: 'unknown', facts: [] },
  { question: 'can you recommend a good accountant', category: 'unknown', facts: [] },
];
