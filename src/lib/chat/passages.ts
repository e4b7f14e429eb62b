import type { Passage } from './types.ts';

/**
 * What the site says that is in no content collection, for the chat assistant: the spec's rules
 * (social equity certification, the price rule), figures hard-wired in the impact page, the team,
 * verification and legal pages. Only facts the specification states: no service names, prices or
 * people the site does not publish. Services, FAQ, programs and division facts come from
 * src/content (generated/contentPassages.ts); contact details, hours and areas from src/lib/site.ts.
 */
export const topicPassages: Passage[] = [
  {
    id: 'social-equity-certification',
    title: 'Social equity certification',
    text: 'We work with social equity applicants certified in Massachusetts, Rhode Island, Connecticut, New York and the City of Boston. Certified social equity applicants get a free consultation automatically, and your equity certification status is verified during the consultation request.',
    url: '/impact',
    keywords: 'certificate eligible eligibility qualify boston applicant program accept accepted',
    service: 'cannabis',
  },
  {
    id: 'pricing',
    title: 'Prices and payment',
    text: "The site does not list prices. Every engagement starts with a free consultation (at least one free hour for anyone who asks, automatic for certified social equity applicants) where we look at what you need. Under our terms of service, payment is due within 30 days, and pro bono work is at the firm's discretion.",
    url: '/terms-of-service',
    keywords:
      'price prices pricing cost costs fee fees rate rates charge quote expensive pay payment invoice budget how much',
  },
  {
    id: 'verification',
    title: 'Verification documents and impact report',
    text: 'You can read and print our impact report and our verification documents (credentials) from the Social Equity Impact page.',
    url: '/impact',
    keywords: 'verification documents credentials proof report impact report pdf print legitimate',
  },
  {
    id: 'terms',
    title: 'Terms of service',
    text: 'Our terms of service include a Free Consultation Guarantee (a minimum of 1 hour free for legacy-to-legal cannabis transitions), pro bono work at the firm’s discretion, payment due within 30 days, Massachusetts governing law and mediation for disputes.',
    url: '/terms-of-service',
    keywords: 'terms service conditions contract agreement law legal dispute mediation guarantee',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    text: 'Our privacy policy explains what data we collect, how we use, protect and share it, cookies and analytics, your rights, how long we keep data, children under 18 and California rights.',
    url: '/privacy-policy',
    keywords: 'privacy policy data personal information',
  },
];

/**
 * Words visitors use for topics of the generated content passages (synonyms only, never shown), by
 * passage id, so "dispensary" or "weed" still finds the cannabis division.
 */
export const contentSearchWords: Record<string, string> = {
  'division-cannabis':
    'cannabis marijuana dispensary dispensaries open opening start starting business license licensing legacy operator legal market equity applicant weed grow',
  'division-real-estate':
    'real estate property properties home house homebuyer buy buying investor investment commercial site location deal lease',
  'division-marketing':
    'marketing brand branding advertising promotion social media campaign content website launch strategy',
  'division-clean-energy': 'clean energy solar renewable efficiency electricity power savings save',
  'division-clean-energy-figures':
    'clean energy solar savings save roi return investment payback tax credit federal incentive rebate rebates cost reduction',
  'service-marketing-brand-strategy': 'logo design branding rebrand identity name',
  'faq-free-consultation': 'free consultation first meeting hour complimentary cost',
  'faq-equity-verification': 'verify verification verified check confirm status proof',
  'faq-regions': 'where area areas region regions state states serve',
  'program-legacy-to-legal-accelerator': 'accelerator incubator 2026 future cohort apply',
  'program-pro-bono-mentorship': 'pro bono mentorship mentor volunteer',
};
