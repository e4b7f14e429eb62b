import type { Passage } from './types.ts';

/**
 * What the site's pages say, topic by topic, for the chat assistant. Only facts the specification
 * states are here: no service names, prices or people the site does not publish. Contact details,
 * hours and areas are not repeated here; knowledge.ts builds those from src/lib/site.ts.
 * When the public pages' content collections land, buildKnowledge() can take them as well.
 */
export const topicPassages: Passage[] = [
  {
    id: 'cannabis-division',
    title: 'Cannabis and social equity consulting',
    text: 'Our cannabis division ("Legacy Roots. Legal Futures.") works with social equity cannabis applicants and legacy operators moving into the legal market in Massachusetts, Rhode Island, Connecticut and New York. Since 2018 we have guided 10+ applicants, and certified social equity applicants get their consultation free.',
    url: '/cannabis',
    keywords:
      'cannabis marijuana dispensary dispensaries open opening start starting business license licensing legacy operator legal market equity applicant weed grow',
    service: 'cannabis',
  },
  {
    id: 'social-equity-certification',
    title: 'Social equity certification',
    text: 'We work with social equity applicants certified in Massachusetts, Rhode Island, Connecticut, New York and the City of Boston. Certified social equity applicants get a free consultation automatically, and your equity certification status is verified during the consultation request.',
    url: '/impact',
    keywords:
      'social equity certification certified certificate eligible eligibility qualify boston verify verification status applicant program',
    service: 'cannabis',
  },
  {
    id: 'free-consultation',
    title: 'Free consultation',
    text: 'Yes, the first consultation is free. Certified social equity applicants get a free consultation automatically, and anyone who asks gets at least one free hour. Our Free Consultation Guarantee gives a minimum of 1 hour free for legacy-to-legal cannabis transitions.',
    url: '/contact',
    keywords: 'free consultation first meeting hour complimentary guarantee',
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
    id: 'real-estate-division',
    title: 'Real estate consulting',
    text: 'Our real estate division helps homebuyers, investors and businesses in Massachusetts, Rhode Island, Connecticut and New York. We work in four steps: needs assessment, market research, site evaluation and deal structuring.',
    url: '/real-estate',
    keywords:
      'real estate property properties home house homebuyer buy buying investor investment commercial site location deal lease',
    service: 'real-estate',
  },
  {
    id: 'marketing-division',
    title: 'Marketing',
    text: 'Our marketing division works with businesses in Massachusetts, Rhode Island, Connecticut and New York. We work in four steps: discovery, strategy, creation and launch; the marketing page lists our capabilities.',
    url: '/marketing',
    keywords:
      'marketing brand branding advertising promotion social media campaign content website launch strategy',
    service: 'marketing',
  },
  {
    id: 'clean-energy-division',
    title: 'Clean energy savings',
    text: 'Our clean energy division helps you cut energy costs. Typical figures: a 20-40% cost reduction, a return on investment in 2-4 years, a 30% federal tax credit, and state rebates on top.',
    url: '/clean-energy',
    keywords:
      'clean energy solar renewable efficiency electricity power savings save roi return investment payback tax credit federal incentive rebate rebates green',
    service: 'clean-energy',
  },
  {
    id: 'pro-bono',
    title: 'Pro bono work',
    text: 'We give 1,040+ pro bono hours a year (20+ hours a week), and have offered pro bono mentorship since 2018. Pro bono work is at the firm’s discretion.',
    url: '/impact',
    keywords:
      'pro bono probono volunteer mentorship mentor community give back free help nonprofit',
  },
  {
    id: 'impact-figures',
    title: 'Our social equity impact',
    text: 'Our impact so far: 50+ entrepreneurs supported, 10+ groups licensed or partnered, 1,040+ pro bono hours a year and 4 legacy brands transitioned. We have served 20+ clients across 4 states and have 7+ years of experience since our founding in 2018.',
    url: '/impact',
    keywords:
      'impact results track record experience clients served entrepreneurs brands licensed history founded years success stats numbers',
  },
  {
    id: 'programs',
    title: 'Programs',
    text: 'Our programs: ongoing free consultations, pro bono mentorship (2018 to present), and a legacy-to-legal accelerator launching in 2026.',
    url: '/impact',
    keywords:
      'program programs accelerator mentorship incubator 2026 future cohort legacy-to-legal apply',
  },
  {
    id: 'team',
    title: 'Our team',
    text: 'Two leaders run the firm: our cannabis division director, and our director of real estate, marketing and clean energy. Their photos, credentials and professional profiles are on the team page.',
    url: '/team',
    keywords:
      'team who run runs company staff people founder founders director directors leaders leadership owner credentials background',
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
    keywords:
      'privacy data personal information cookies analytics tracking gdpr ccpa california delete',
  },
];
