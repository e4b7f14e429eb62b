import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The third English development set: tuned against, unlike the held-out sets, but written the same
 * way as heldOutSet7.ts: from src/content alone (the site's copy) and src/lib/site.ts, without sight
 * of the assistant's code or answers, typed as visitors type on a phone (lower case, typos, "u",
 * "ur", "yall", run-on and two-part questions, follow-ups), most services asked in the visitor's
 * own words rather than the site's. Spread: reaching the firm, places outside MA/RI/CT/NY and
 * inside them, each division's services, figures, people, programs, recognitions, client stories,
 * history, the consultation, response times, the legal and privacy pages, follow-ups, two-part
 * questions, and about one in six that the site cannot answer.
 */
const s = site.stats;

export const devSet3: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'hey how do i get ahold of u, email is easier for me',
    category: 'firm',
    facts: [site.email],
  },
  {
    question: 'can i swing by at like 4:30 or r u closed by then',
    category: 'firm',
    facts: ['5:00 PM'],
  },
  {
    question: 'is anyone in the office on tuesdays',
    category: 'firm',
    facts: ['Monday', 'Friday'],
  },
  {
    question: 'what building r u in, like the number on the street',
    category: 'firm',
    facts: ['200 High Street'],
  },
  {
    question: 'r u on any social media i can follow',
    category: 'firm',
    facts: ['instagram', 'linkedin'],
  },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'we got a smoke shop in vegas, can u do our marketing',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'looking at farmland in north carolina for solar, do u work down there',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'can u help with a cultivation license in oklahoma',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'any services for people in washington dc',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do u take clients up in montreal',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we r in lowell mass, can u help us',
    category: 'firm',
    facts: ['Massachusetts'],
  },
  { question: 'cranston ri, do u come out here', category: 'firm', facts: ['Rhode Island'] },
  {
    question: 'stamford ct anyone? looking for a storefront',
    category: 'firm',
    facts: ['Connecticut'],
  },

  // Each division's services, in visitors' words
  {
    question: 'is there any way to get my app looked at sooner than everybody else',
    category: 'services',
    facts: ['priority review'],
    url: '/cannabis',
  },
  {
    question: 'do u lay out a game plan and deadlines for the whole application',
    category: 'services',
    facts: ['timeline'],
    url: '/cannabis',
  },
  {
    question: 'we want to go legit but no clue what the inspectors wanna see',
    category: 'services',
    facts: ['inspectors expect'],
    url: '/cannabis',
  },
  {
    question: 'i only got experience from the old market, does that even count for anything',
    category: 'services',
    facts: ['Your experience counts'],
    url: '/cannabis',
  },
  {
    question: 'can u find me a landlord that will actually rent to a weed business',
    category: 'services',
    facts: ['landlord'],
    url: ['/cannabis', '/real-estate'],
  },
  {
    question: 'does the space need a bunch of work before we move in, do u check that',
    category: 'services',
    facts: ['Build-out'],
    url: '/real-estate',
  },
  {
    question: 'do u research the area and prices before u show me places',
    category: 'services',
    facts: ['Market Research'],
    url: '/real-estate',
  },
  {
    question: 'will u walk through the property with me and look at what shape its in',
    category: 'services',
    facts: ['Site Evaluation'],
    url: '/real-estate',
  },
  {
    question: 'can u help me sort out the loan side when im buying a house',
    category: 'services',
    facts: ['financing'],
    url: '/real-estate',
  },
  {
    question: 'can u tell if my company even qualifies for the federal credit on solar',
    category: 'services',
    facts: ['tax credit eligibility'],
    url: '/clean-energy',
  },
  {
    question: 'our grow lights need timers and dimming, do u spec that out',
    category: 'services',
    facts: ['controls'],
    url: '/clean-energy',
  },
  {
    question: 'r u just gonna try to sell me every upgrade there is',
    category: 'services',
    facts: ['only the upgrades that pay back'],
    url: '/clean-energy',
  },
  {
    question: 'can u help come up with a name and a look for my new company',
    category: 'services',
    facts: ['Brand Strategy & Identity'],
    url: '/marketing',
  },
  {
    question: 'do u write the words for our site',
    category: 'services',
    facts: ['copy'],
    url: '/marketing',
  },
  {
    question: 'can u get us on yelp and google and all those directories',
    category: 'services',
    facts: ['listings'],
    url: '/marketing',
  },
  {
    question: 'can u help us figure out where to advertise, like which platforms',
    category: 'services',
    facts: ['channels'],
    url: '/marketing',
  },
  {
    question: 'i dont want an ad to get my dispensary license yanked, how do u handle that',
    category: 'services',
    facts: ['license at risk'],
    url: '/marketing',
  },

  // Figures the site states
  {
    question: 'what kinda savings do businesses see after going green with u',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'how many business owners have u guys mentored or helped out',
    category: 'figures',
    facts: [s.entrepreneursSupported],
  },
  {
    question: 'out of everyone u worked with how many actually got licensed or partnered up',
    category: 'figures',
    facts: [s.groupsLicensedOrPartnered],
  },

  // The team
  {
    question: 'can i look jordan up on linkedin',
    category: 'team',
    facts: ['jordan-hayes-example'],
    url: '/team',
  },
  {
    question: 'whos the person for branding questions over there',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'what else does jordan do besides the licensing stuff',
    category: 'team',
    facts: ['mentorship'],
    url: '/team',
  },
  {
    question: 'how many people r on ur leadership team and who',
    category: 'team',
    facts: ['Jordan Hayes', 'Alexis Morgan'],
    url: '/team',
  },

  // Programs and recognition
  {
    question: 'is the free consultation offer still going or did it end',
    category: 'programs',
    facts: ['ongoing'],
    url: '/impact',
  },
  {
    question: 'r there gonna be classes or workshops in the accelerator',
    category: 'programs',
    facts: ['workshops'],
    url: '/impact',
  },
  {
    question: 'any local business groups ur a member of',
    category: 'recognition',
    facts: ['Chamber of Commerce'],
    url: '/impact',
  },
  {
    question: 'do u report ur volunteer hours somewhere every year',
    category: 'recognition',
    facts: ['reported yearly'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'is paper city a grow or a store',
    category: 'clients',
    facts: ['craft cultivator'],
    url: '/cannabis',
  },
  {
    question: 'whats bell street botanicals',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'what did robert fairbanks think of ur work',
    category: 'clients',
    facts: ['paid for itself'],
    url: '/impact',
  },
  {
    question: 'did u ever get someone into a house out in western mass',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },

  // History
  {
    question: 'r yall new at this or been doing it a while',
    category: 'history',
    facts: [String(site.founded)],
  },
  {
    question: 'how long have u been doing the energy side of things',
    category: 'history',
    facts: ['2023'],
  },
  {
    question: 'when did yall branch out past mass',
    category: 'history',
    facts: ['2024'],
  },
  {
    question: 'did u always do marketing or was that added later',
    category: 'history',
    facts: ['2022'],
  },

  // The consultation and response time
  {
    question: 'what do i walk away with from the free marketing consult',
    category: 'consultation',
    facts: ['clear next steps'],
    url: '/marketing',
  },
  {
    question: 'im certified, do i have to ask for the free consult or does it just happen',
    category: 'consultation',
    facts: ['automatically'],
  },
  {
    question: 'is the free first hour only for cannabis people or real estate too',
    category: 'consultation',
    facts: ['free first hour'],
    url: '/real-estate',
  },
  {
    question: 'do u actually answer every request or just the ones u want',
    category: 'response',
    facts: [site.responsePromise],
  },
  {
    question: 'equity applicant here, will u call me back same day or what',
    category: 'response',
    facts: [site.equityResponsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'what if the rules change after u give me advice',
    category: 'terms',
    facts: ['rules in effect at the time'],
    url: '/terms-of-service',
  },
  {
    question: 'can i just put a fake name in ur form',
    category: 'terms',
    facts: ['false information'],
    url: '/terms-of-service',
  },
  {
    question: 'do i have to tell u if something changes with my business halfway thru',
    category: 'terms',
    facts: ['promptly'],
    url: '/terms-of-service',
  },
  {
    question: 'do ur staff accounts have passwords or can anyone in the office see my stuff',
    category: 'privacy',
    facts: ['password'],
    url: '/privacy-policy',
  },
  {
    question: 'what does my phone tell u when i visit the site',
    category: 'privacy',
    facts: ['browser type'],
    url: '/privacy-policy',
  },
  {
    question: 'can i turn off the google tracking thing',
    category: 'privacy',
    facts: ['opt-out'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'whats his title over there',
    before: ['who is andre thompson'],
    category: 'followup',
    facts: ['Founder & CEO'],
  },
  {
    question: 'how do u pick who installs it',
    before: ['do u guys handle solar for businesses'],
    category: 'followup',
    facts: ['bid'],
  },
  {
    question: 'what else is she in charge of',
    before: ['who leads marketing'],
    category: 'followup',
    facts: ['Real Estate', 'Clean Energy'],
  },
  {
    question: 'and the real estate one?',
    before: ['when did the clean energy division start'],
    category: 'followup',
    facts: ['2021'],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'whats the zip and the suite number',
    category: 'firm',
    facts: [site.address.postalCode, 'Suite 3'],
  },
  {
    question: 'who runs the mentoring and what does it cover',
    category: 'programs',
    facts: ['Jordan Hayes', 'business planning'],
  },
  {
    question: 'do u sell my info to anyone and do u track me with ads',
    category: 'privacy',
    facts: ['do not sell', 'advertising cookies'],
    url: '/privacy-policy',
  },

  // Not on the site: the assistant must say it does not know
  {
    question: 'how much does the city charge for a host community agreement',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u do pest control for grow rooms', category: 'unknown', facts: [] },
  {
    question: 'how long does a solar install take start to finish',
    category: 'unknown',
    facts: [],
  },
  { question: 'what seed to sale software do u use, metrc?', category: 'unknown', facts: [] },
  { question: 'can u help me sell my car', category: 'unknown', facts: [] },
  {
    question: 'whats the zoning in chicopee for dispensaries',
    category: 'unknown',
    facts: [],
  },
  { question: 'how old is jordan', category: 'unknown', facts: [] },
  { question: 'do yall sell gift cards', category: 'unknown', facts: [] },
  {
    question: 'can u recommend a specific solar company by name',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u do snow removal', category: 'unknown', facts: [] },
  { question: 'whats the tax on weed sales in ct', category: 'unknown', facts: [] },
  { question: 'do u have an app i can download', category: 'unknown', facts: [] },
  { question: 'do u do drug testing for my employees', category: 'unknown', facts: [] },
];
