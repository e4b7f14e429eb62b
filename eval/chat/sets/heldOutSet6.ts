import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The sixth English held-out set, under heldOutSet.ts's rules: written from src/content alone (the
 * site's copy) and src/lib/site.ts, without sight of the assistant's code or answers, typed as
 * visitors type on a phone (lower case, typos, "u", "ur", "yall", run-on and two-part questions,
 * follow-ups), committed on its own before the answering changes it measures and never run or
 * tuned against before that commit. Spread as in heldOutSet5.ts: reaching the firm, places outside
 * MA/RI/CT/NY, each division's services, figures, people, programs, recognitions, client stories,
 * history, the consultation, the legal and privacy pages, follow-ups, two-part questions, and about
 * one in six that the site cannot answer.
 */
const s = site.stats;

export const heldOutSet6: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'whats the phone # for yall', category: 'firm', facts: [site.phone] },
  { question: 'what time do u close on fridays', category: 'firm', facts: ['5:00 PM'] },
  { question: 'whats the zip code for ur office', category: 'firm', facts: ['01040'] },
  { question: 'r u guys on linkedin', category: 'firm', facts: ['linkedin'] },
  {
    question: 'what city is ur office in, i wanna stop by',
    category: 'firm',
    facts: ['Holyoke'],
  },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'do u work with people in new jersy',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'i live in vermont can i still hire u to help me buy a house',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'can u help me get a cannabis license in maine',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we r a dispensary in michigan do you do marketing out here or just east coast',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do yall do anything in puerto rico',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'im in providence is that somewhere u cover',
    category: 'firm',
    facts: ['Rhode Island'],
  },
  { question: 'we r up in albany, do u come out there', category: 'firm', facts: ['New York'] },

  // Each division's services, in visitors' words
  {
    question: 'i need help writing the security plan for my application',
    category: 'services',
    facts: ['security'],
    url: '/cannabis',
  },
  {
    question: 'do u help set up seed to sale tracking',
    category: 'services',
    facts: ['seed-to-sale'],
    url: '/cannabis',
  },
  {
    question: 'the state fees r crazy, can u help get them waived',
    category: 'services',
    facts: ['fee waivers'],
    url: '/cannabis',
  },
  {
    question: 'can u help with the equity certification for the city of boston program',
    category: 'services',
    facts: ['City of Boston'],
    url: ['/cannabis', '/contact'],
  },
  {
    question: 'after we open do u still check in on compliance or is it done',
    category: 'services',
    facts: ['compliance check-ins'],
    url: '/cannabis',
  },
  {
    question: 'i been selling for years without a license, can u help me go legit',
    category: 'services',
    facts: ['legacy-to-legal'],
    url: '/cannabis',
  },
  {
    question: 'first time homebuyer here, can u help me figure out what i can afford',
    category: 'services',
    facts: ['realistic budget'],
    url: '/real-estate',
  },
  {
    question: 'is the spot too close to a school for a dispensary, do u check that',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'can someone help me negotiate my offer on a house',
    category: 'services',
    facts: ['negotiation support'],
    url: '/real-estate',
  },
  {
    question: 'who coordinates everything at the closing',
    category: 'services',
    facts: ['Closing coordination'],
    url: '/real-estate',
  },
  {
    question: 'how big do the dehumidifiers need to be in my grow room can u figure that out',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'do u do the rebate paperwork for the utility company',
    category: 'services',
    facts: ['utility rebate'],
    url: '/clean-energy',
  },
  {
    question: 'can we combine financing with the incentives',
    category: 'services',
    facts: ['incentive stacking'],
    url: '/clean-energy',
  },
  {
    question: 'the regulators want energy reports from my grow, can u do that',
    category: 'services',
    facts: ['Energy reporting'],
    url: '/clean-energy',
  },
  {
    question: 'i need a logo and like a whole look for my brand',
    category: 'services',
    facts: ['visual identity'],
    url: '/marketing',
  },
  {
    question: 'can u plan our grand opening for the dispensary',
    category: 'services',
    facts: ['Grand-opening'],
    url: '/marketing',
  },
  {
    question: 'do u know the ad rules in each state, there different right',
    category: 'services',
    facts: ['State-by-state'],
    url: '/marketing',
  },
  {
    question: 'whats the first step when u do marketing for someone',
    category: 'services',
    facts: ['Discovery'],
    url: '/marketing',
  },

  // Figures the site states
  {
    question: 'how many entrepreneurs have u supported',
    category: 'figures',
    facts: [s.entrepreneursSupported],
  },
  {
    question: 'how many hours a week do u give for free',
    category: 'figures',
    facts: [s.proBonoHoursPerWeek],
  },
  {
    question: 'how much could i cut my energy costs by',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },

  // The team
  {
    question: 'is alexis an actual licensed realtor',
    category: 'team',
    facts: ['Licensed real estate salesperson'],
    url: '/team',
  },
  {
    question: 'who runs ur mentorship program',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'is anybody on the team certified in energy stuff',
    category: 'team',
    facts: ['Certified energy manager'],
    url: '/team',
  },

  // Programs and recognition
  {
    question: 'what does the legacy to legal accelerator actually do',
    category: 'programs',
    facts: ['cohort'],
    url: '/impact',
  },
  {
    question: 'what kinda stuff does the free mentorship cover',
    category: 'programs',
    facts: ['business planning'],
    url: '/impact',
  },
  {
    question: 'r u a minority owned business',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },
  {
    question: 'are u on the states list of technical assistance providers for equity',
    category: 'recognition',
    facts: ['technical-assistance provider'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'did u ever help somebody buy a house, any reviews',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'any farms use ur energy audit? how did it go for them',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/impact',
  },
  {
    question: 'has anyone who was a legacy operator passed their inspection with u',
    category: 'clients',
    facts: ['Terrence Walker'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'do u have a grower u worked with from the start all the way to harvest',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },

  // History
  { question: 'when did u start doing clean energy', category: 'history', facts: ['2023'] },
  { question: 'what happened in 2024 for yall', category: 'history', facts: site.serviceAreaNames },

  // The consultation and response time
  {
    question: 'im not an equity applicant, do i still get a free consult',
    category: 'consultation',
    facts: ['free', 'hour'],
  },
  {
    question: 'i need a license and a building and solar, do i have to fill out 3 forms',
    category: 'consultation',
    facts: ['Multiple Services'],
  },
  {
    question: 'how do u check my equity certification is real',
    category: 'consultation',
    facts: ['first meeting'],
  },
  {
    question: 'im a social equity applicant how fast do u get back to me',
    category: 'response',
    facts: [site.equityResponsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'r u lawyers? can u give me legal advice on my lease',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'if something goes wrong whats the most u would have to pay back',
    category: 'terms',
    facts: ['fees you paid'],
    url: '/terms-of-service',
  },
  {
    question: 'what state laws do ur terms go by',
    category: 'terms',
    facts: ['Commonwealth of Massachusetts'],
    url: '/terms-of-service',
  },
  {
    question: 'who do u share my info with',
    category: 'privacy',
    facts: ['service providers'],
    url: '/privacy-policy',
  },
  {
    question: 'do u use google analytics on the site',
    category: 'privacy',
    facts: ['Google Analytics'],
    url: '/privacy-policy',
  },
  {
    question: 'my son is 16 can he fill out the form for me',
    category: 'privacy',
    facts: ['under 18'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'how long have they been doing license applications',
    before: ['who is jordan hayes'],
    category: 'followup',
    facts: ['Seven years'],
  },
  {
    question: 'and where was that',
    before: ['what year did the firm get founded'],
    category: 'followup',
    facts: ['Holyoke'],
  },
  {
    question: 'do u also help with regular homes or just commercial',
    before: ['can u help me find a commercial space'],
    category: 'followup',
    facts: ['homebuyers'],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'whats ur email and what time do u open in the morning',
    category: 'firm',
    facts: [site.email, '9:00 AM'],
  },
  {
    question: 'how long have u been around and how many clients have u had',
    category: 'figures',
    facts: ['2018', s.clientsServed],
  },
  {
    question: 'who handles the real estate side and is the first meeting free',
    category: 'team',
    facts: ['Alexis Morgan', 'free'],
  },

  // Not on the site: the assistant must say it does not know
  { question: 'how much do u charge an hour', category: 'unknown', facts: [] },
  { question: 'r u open on thanksgiving', category: 'unknown', facts: [] },
  { question: 'do u do payment plans', category: 'unknown', facts: [] },
  {
    question: 'how long does the state usually take to approve a license',
    category: 'unknown',
    facts: [],
  },
  { question: 'can u do my business taxes this year', category: 'unknown', facts: [] },
  { question: 'do u help with hemp or cbd shops', category: 'unknown', facts: [] },
  { question: 'do u do wind turbines for farms', category: 'unknown', facts: [] },
  { question: 'is there a referral bonus if i send my cousin', category: 'unknown', facts: [] },
  { question: 'whats the cheapest town in mass to open a shop', category: 'unknown', facts: [] },
  { question: 'can u get me a parking permit for my food truck', category: 'unknown', facts: [] },
  { question: 'how many employees work there total', category: 'unknown', facts: [] },
  { question: 'can i pay u in crypto', category: 'unknown', facts: [] },
];
