import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The second English development set: tuned against, unlike the held-out sets, but written the same
 * way as heldOutSet6.ts: from src/content alone (the site's copy) and src/lib/site.ts, without sight
 * of the assistant's code or answers, typed as visitors type on a phone (lower case, typos, "u",
 * "ur", "yall", run-on and two-part questions, follow-ups), most services asked in the visitor's
 * own words rather than the site's. Spread: reaching the firm, places outside MA/RI/CT/NY and
 * inside them, each division's services, figures, people, programs, recognitions, client stories,
 * history, the consultation, response times, the legal and privacy pages, follow-ups, two-part
 * questions, and about one in six that the site cannot answer.
 */
const s = site.stats;

export const devSet2: readonly EvalItem[] = [
  // Reaching the firm
  { question: 'yo whats the best email to reach yall at', category: 'firm', facts: [site.email] },
  {
    question: 'can i just walk in? whats the street address',
    category: 'firm',
    facts: ['200 High Street'],
  },
  { question: 'what days r u guys open', category: 'firm', facts: ['Monday', 'Friday'] },
  { question: 'do yall have an insta page', category: 'firm', facts: ['instagram'] },
  {
    question: 'is there a number i can call, i need to talk to a real person today',
    category: 'firm',
    facts: [site.phone],
  },
  { question: 'what suite number r u in', category: 'firm', facts: ['Suite 3'] },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'do u guys help folks up in new hampshire',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'im opening a dispo in florida can u help me w the application',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we got a dairy farm in pennsylvania and want solar, do u work out there',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'any chance u cover delaware or maryland',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do u do real estate stuff in california',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  { question: 'im in hartford is that in ur area', category: 'firm', facts: ['Connecticut'] },
  { question: 'do u cover springfield mass', category: 'firm', facts: ['Massachusetts'] },
  {
    question: 'we r in brooklyn looking for a storefront, do u work in ny',
    category: 'firm',
    facts: ['New York'],
  },
  { question: 'warwick here, can yall help me', category: 'firm', facts: ['Rhode Island'] },

  // Cannabis services, in visitors' words
  {
    question: 'can u help me get my shop license',
    category: 'services',
    facts: ['license application'],
    url: '/cannabis',
  },
  {
    question: 'the state sent back my app saying stuff is missing, can u help me answer them',
    category: 'services',
    facts: ['deficiency notices'],
    url: '/cannabis',
  },
  {
    question: 'my town wants some kind of agreement before they let me open, do u do that',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'can u do like a practice inspection before the real inspectors show up',
    category: 'services',
    facts: ['Mock inspections'],
    url: '/cannabis',
  },
  {
    question: 'my budtenders need to learn the rules, do u train staff',
    category: 'services',
    facts: ['staff training'],
    url: '/cannabis',
  },
  {
    question: 'how do i even know if i qualify as social equity',
    category: 'services',
    facts: ['Eligibility review'],
    url: '/cannabis',
  },
  {
    question: 'i need money to open, do u know any lenders that work with equity people',
    category: 'services',
    facts: ['equity-focused lenders'],
    url: '/cannabis',
  },

  // Real estate
  {
    question: 'tryna buy my first house but i cant swing the down payment, any help w that',
    category: 'services',
    facts: ['down-payment assistance'],
    url: '/real-estate',
  },
  {
    question: 'can u find me a building for my dispensary that the town will actually allow',
    category: 'services',
    facts: ['zoning'],
    url: '/real-estate',
  },
  {
    question: 'i wanna buy a couple rental properties as an investment do u advise on that',
    category: 'services',
    facts: ['investors'],
    url: '/real-estate',
  },
  {
    question: 'can u write up the letter of intent to the landlord for me',
    category: 'services',
    facts: ['letter-of-intent'],
    url: '/real-estate',
  },
  {
    question: 'do u look at what other houses sold for on the street before i put an offer in',
    category: 'services',
    facts: ['comparable-sales'],
    url: '/real-estate',
  },
  {
    question: 'will u check if the building has enough power for my grow lights before i sign',
    category: 'services',
    facts: ['utility capacity'],
    url: '/real-estate',
  },

  // Clean energy
  {
    question: 'is my roof any good for solar panels, theres a lot of trees around',
    category: 'services',
    facts: ['shading'],
    url: '/clean-energy',
  },
  {
    question: 'my electric bill at the shop is insane, can u come look at what is wasting power',
    category: 'services',
    facts: ['audit'],
    url: '/clean-energy',
  },
  {
    question: 'how do i know which solar company to go with, they all say diff prices',
    category: 'services',
    facts: ['bid'],
    url: '/clean-energy',
  },
  {
    question: 'is there a tax break for going solar',
    category: 'services',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'what kinda lights should we put in the grow, do u spec that out',
    category: 'services',
    facts: ['LED'],
    url: '/clean-energy',
  },
  {
    question: 'our hvac is old should we replace it, can u tell us whats worth upgrading first',
    category: 'services',
    facts: ['payback'],
    url: '/clean-energy',
  },

  // Marketing
  {
    question: 'can u help us show up on google when ppl search near me',
    category: 'services',
    facts: ['Local search'],
    url: '/marketing',
  },
  {
    question: 'do u do email newsletters for small businesses',
    category: 'services',
    facts: ['Email marketing'],
    url: '/marketing',
  },
  {
    question: 'can u look over our packaging so we dont get in trouble w the state',
    category: 'services',
    facts: ['label'],
    url: '/marketing',
  },
  {
    question: 'we need somebody to plan out our social posts every month',
    category: 'services',
    facts: ['content calendars'],
    url: '/marketing',
  },
  {
    question: 'do we get to see the stuff before it goes out or do u just post it',
    category: 'services',
    facts: ['your review at every step'],
    url: '/marketing',
  },
  {
    question: 'do u do marketing for regular businesses too or only weed',
    category: 'services',
    facts: ['small businesses'],
    url: '/marketing',
  },

  // Figures the site states
  {
    question: 'how many groups have u gotten licensed or partnered with',
    category: 'figures',
    facts: [s.groupsLicensedOrPartnered],
  },
  {
    question: 'how many legacy brands have u actually moved over to legal',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
  },
  {
    question: 'whats ur total pro bono hours in a year',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
  },
  {
    question: 'how many clients have yall worked w so far',
    category: 'figures',
    facts: [s.clientsServed],
  },
  {
    question: 'how many equity applicants have u guided thru the process',
    category: 'figures',
    facts: [s.applicantsGuided],
  },
  {
    question: 'how long til solar usually pays for itself',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },

  // The team
  {
    question: 'who do i talk to about the cannabis side',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'whats alexis email',
    category: 'team',
    facts: ['alexis@legacyequitygroup.example'],
    url: '/team',
  },
  {
    question: 'does jordan have a college degree',
    category: 'team',
    facts: ['Business Administration'],
    url: '/team',
  },
  {
    question: 'whos in charge of marketing over there',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'jordan trains people for the equity program too right',
    category: 'team',
    facts: ['technical-assistance trainer'],
    url: '/team',
  },

  // Programs and recognition
  {
    question: 'when does the accelerator thing start',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'does the accelerator help u find investors or money to start',
    category: 'programs',
    facts: ['capital'],
    url: '/impact',
  },
  {
    question: 'is there somewhere i can get free mentoring as an equity entrepreneur',
    category: 'programs',
    facts: ['Pro Bono Mentorship'],
    url: '/impact',
  },
  {
    question: 'r u in the holyoke chamber of commerce',
    category: 'recognition',
    facts: ['Chamber'],
    url: '/impact',
  },
  {
    question: 'is ur pro bono time tracked anywhere or u just say it',
    category: 'recognition',
    facts: ['impact report'],
    url: '/impact',
  },
  {
    question: 'our company has supplier diversity goals, would hiring u count toward that',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'did anybody get their license on the first try with yall',
    category: 'clients',
    facts: ['Marcus Bell'],
    url: '/impact',
  },
  {
    question: 'did u ever find somebody fee waivers they didnt know about',
    category: 'clients',
    facts: ['Danielle Ortiz'],
    url: '/impact',
  },
  {
    question: 'any clients that used u for both the real estate and the licensing',
    category: 'clients',
    facts: ['Aaliyah Brooks'],
    url: '/impact',
  },
  {
    question: 'who is andre thompson',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },
  {
    question: 'got any example of a store u still meet with every month',
    category: 'clients',
    facts: ['Riverbend Wellness'],
    url: '/cannabis',
  },
  {
    question: 'what town did karen li end up buying in',
    category: 'clients',
    facts: ['Chicopee'],
    url: '/impact',
  },

  // History
  { question: 'when did the real estate part get started', category: 'history', facts: ['2021'] },
  {
    question: 'whats the story, how did yall get started',
    category: 'history',
    facts: ['2018', 'Holyoke'],
  },
  { question: 'what yr did u add marketing', category: 'history', facts: ['2022'] },
  { question: 'when did u get ur first equity clients', category: 'history', facts: ['2019'] },

  // The consultation and response time
  { question: 'how long is the free consult for', category: 'consultation', facts: ['hour'] },
  {
    question: 'is the consult actually free or is there some fee after',
    category: 'consultation',
    facts: ['free'],
  },
  {
    question: 'do u check my equity status before we meet or after',
    category: 'consultation',
    facts: ['before your first meeting'],
  },
  {
    question: 'can i pick more than one thing on the consult form',
    category: 'consultation',
    facts: ['Multiple Services'],
  },
  {
    question: 'i sent the form yesterday when is somebody gonna get back to me',
    category: 'response',
    facts: [site.responsePromise],
  },
  {
    question: 'how fast do yall usually reply',
    category: 'response',
    facts: [site.responsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'how many days do i have to pay ur invoice',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'can u promise my license gets approved',
    category: 'terms',
    facts: ['cannot guarantee'],
    url: '/terms-of-service',
  },
  {
    question: 'if we end up disagreeing about something do we go straight to court',
    category: 'terms',
    facts: ['mediation'],
    url: '/terms-of-service',
  },
  {
    question: 'who owns the logo and stuff u make for me',
    category: 'terms',
    facts: ['licensed to you'],
    url: '/terms-of-service',
  },
  {
    question: 'do u save what i type in this chat',
    category: 'privacy',
    facts: ['do not store chat conversations'],
    url: '/privacy-policy',
  },
  {
    question: 'can i ask yall to delete my info',
    category: 'privacy',
    facts: ['delete'],
    url: '/privacy-policy',
  },
  {
    question: 'do u sell my data to advertisers or whatever',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'does the site put cookies on my phone',
    category: 'privacy',
    facts: ['advertising cookies'],
    url: '/privacy-policy',
  },
  {
    question: 'is it safe to put my info in the contact form',
    category: 'privacy',
    facts: ['encrypted'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'what are their credentials',
    before: ['who is alexis morgan'],
    category: 'followup',
    facts: ['M.B.A.'],
  },
  {
    question: 'ok and what about rebates',
    before: ['do u guys do solar'],
    category: 'followup',
    facts: ['rebate'],
  },
  {
    question: 'and what hours can i call',
    before: ['whats ur phone number'],
    category: 'followup',
    facts: ['9:00 AM', '5:00 PM'],
  },
  {
    question: 'who runs it',
    before: ['tell me about the pro bono mentorship'],
    category: 'followup',
    facts: ['Jordan Hayes'],
  },
  {
    question: 'ok what about vermont',
    before: ['do u work in connecticut'],
    category: 'followup',
    facts: site.serviceAreaNames,
  },

  // Two-part questions: each part has its own fact
  {
    question: 'whats the address and r u open weekends',
    category: 'firm',
    facts: ['200 High Street', 'Monday'],
  },
  {
    question: 'when did u start the clean energy side and how much can it save me',
    category: 'history',
    facts: ['2023', '20-40%'],
  },
  {
    question: 'who runs cannabis and how fast do u get back to equity applicants',
    category: 'team',
    facts: ['Jordan Hayes', site.equityResponsePromise],
  },

  // Not on the site: the assistant must say it does not know
  {
    question: 'how much does the whole license application cost with u',
    category: 'unknown',
    facts: [],
  },
  { question: 'can u help me get my medical card', category: 'unknown', facts: [] },
  { question: 'whats ur success rate on applications', category: 'unknown', facts: [] },
  { question: 'can u help me get a liquor license for my bar', category: 'unknown', facts: [] },
  {
    question: 'whats the average price of a house in holyoke right now',
    category: 'unknown',
    facts: [],
  },
  { question: 'r yall hiring, any job openings', category: 'unknown', facts: [] },
  { question: 'is there parking at ur office', category: 'unknown', facts: [] },
  { question: 'do u install ev chargers', category: 'unknown', facts: [] },
  { question: 'whats the thc limit on edibles in mass', category: 'unknown', facts: [] },
  { question: 'who built ur website its nice', category: 'unknown', facts: [] },
  { question: 'do yall sponsor 420 events', category: 'unknown', facts: [] },
  { question: 'how many dispensaries r there in worcester', category: 'unknown', facts: [] },
  { question: 'do u take summer interns', category: 'unknown', facts: [] },
  {
    question: 'can u help my restaurant pass the health inspection',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u guys speak portuguese', category: 'unknown', facts: [] },
  { question: 'can i get a discount if im a veteran', category: 'unknown', facts: [] },
  {
    question: 'is it legal to grow at home in ct and how many plants',
    category: 'unknown',
    facts: [],
  },
];
