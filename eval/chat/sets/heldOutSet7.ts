import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The seventh English held-out set, under heldOutSet.ts's rules: written from src/content alone (the
 * site's copy) and src/lib/site.ts, without sight of the assistant's code or answers or of any eval
 * run, typed as visitors type on a phone (lower case, typos, "u", "ur", "yall", run-on and two-part
 * questions, follow-ups), most of it paraphrased: the visitor's everyday words, not the site's.
 * Committed on its own before the answering changes it measures and never run or tuned against
 * before that commit. Spread as in heldOutSet6.ts: reaching the firm, places outside MA/RI/CT/NY
 * and inside them, each division's services, figures, people, programs, recognitions, client
 * stories, history, the consultation, the legal and privacy pages, follow-ups, two-part questions,
 * and about one in six that the site cannot answer.
 */
const s = site.stats;

export const heldOutSet7: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'need to talk to somebody on the phone, what do i dial',
    category: 'firm',
    facts: [site.phone],
  },
  { question: 'how late can i call u on a weekday', category: 'firm', facts: ['5:00 PM'] },
  { question: 'is anybody there at like 8 in the morning', category: 'firm', facts: ['9:00 AM'] },
  {
    question: 'whats the full address, i need to drop off some papers',
    category: 'firm',
    facts: [site.address.street, 'Holyoke'],
  },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'we run a greenhouse in oregon, can u do our energy audit',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'my cousin wants to open a dispensary in arizona, yall help with that?',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'can u help me buy a condo down in miami',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do u do branding for companies in canada, like toronto',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'im in new london ct is that too far for yall',
    category: 'firm',
    facts: ['Connecticut'],
  },
  {
    question: 'im from buffalo, do u do consults up there',
    category: 'firm',
    facts: ['New York'],
  },

  // Each division's services, in visitors' words
  {
    question: 'how do i prove im eligible for social equity, like what papers do i need',
    category: 'services',
    facts: ['evidence gathering'],
    url: '/cannabis',
  },
  {
    question: 'do u help with the plan to keep product from getting stolen or diverted',
    category: 'services',
    facts: ['diversion-prevention'],
    url: '/cannabis',
  },
  {
    question: 'do u help us get the neighborhood on our side for the application',
    category: 'services',
    facts: ['community outreach'],
    url: '/cannabis',
  },
  {
    question: 'we need written rules for how the shop runs day to day, like SOPs',
    category: 'services',
    facts: ['Standard operating procedures'],
    url: '/cannabis',
  },
  {
    question: 'i dont want surprise costs after i buy a building, do u check for that stuff',
    category: 'services',
    facts: ['hidden costs'],
    url: '/real-estate',
  },
  {
    question: 'r u gonna push me into whatever listing u get paid on',
    category: 'services',
    facts: ['not paid to push a listing'],
    url: '/real-estate',
  },
  {
    question: 'can u go thru my electric bills and see where all the power goes',
    category: 'services',
    facts: ['load analysis'],
    url: '/clean-energy',
  },
  {
    question: 'do u check the insulation and windows, like the whole building shell',
    category: 'services',
    facts: ['envelope'],
    url: '/clean-energy',
  },
  {
    question: 'can u estimate how much power panels would make on my land before i commit',
    category: 'services',
    facts: ['savings model'],
    url: '/clean-energy',
  },
  {
    question: 'will making my own power help if the electric company keeps jacking up prices',
    category: 'services',
    facts: ['utility rate increases'],
    url: '/clean-energy',
  },
  {
    question: 'we need a brand guide so our staff stop using the logo wrong',
    category: 'services',
    facts: ['Brand guidelines'],
    url: '/marketing',
  },
  {
    question: 'do u help figure out what we say about ourselves, like the main message',
    category: 'services',
    facts: ['messaging'],
    url: '/marketing',
  },
  {
    question: 'after the campaign goes live do u track whats working and tweak it',
    category: 'services',
    facts: ['measure what works'],
    url: '/marketing',
  },
  {
    question: 'can yall set up a neighborhood event when we launch',
    category: 'services',
    facts: ['Community events'],
    url: '/marketing',
  },

  // Figures the site states
  {
    question: 'ballpark how many businesses have hired u so far',
    category: 'figures',
    facts: [s.clientsServed],
  },
  {
    question: 'what does ur free help add up to over a whole 12 months, in hours',
    category: 'figures',
    facts: [s.proBonoHoursPerYear],
  },
  {
    question: 'if i put money into efficiency stuff how many years till i get it back',
    category: 'figures',
    facts: ['2-4'],
    url: '/clean-energy',
  },

  // The team
  {
    question: 'who would i be working with if i need a building for my store',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'what did alexis go to school for',
    category: 'team',
    facts: ['M.B.A.'],
    url: '/team',
  },
  {
    question: 'can i find alexis on linkedin',
    category: 'team',
    facts: ['alexis-morgan-example'],
    url: '/team',
  },
  {
    question: 'whats the official title of the person over the cannabis team',
    category: 'team',
    facts: ['Director, Cannabis Division'],
    url: '/team',
  },

  // Programs and recognition
  {
    question: 'is the accelerator a group thing or one on one',
    category: 'programs',
    facts: ['cohort'],
    url: '/impact',
  },
  {
    question: 'does the free mentoring help with getting money for the business',
    category: 'programs',
    facts: ['financing'],
    url: '/impact',
  },
  {
    question: 'who gave u the minority owned certification',
    category: 'recognition',
    facts: ['supplier diversity'],
    url: '/impact',
  },
  {
    question: 'what do u have to meet to be an equity vendor',
    category: 'recognition',
    facts: ['vendor standards'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'did u guys ever pick up the phone after hours for a client on a deadline',
    category: 'clients',
    facts: ['Danielle Ortiz'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'who is jose ramirez',
    category: 'clients',
    facts: ['Pioneer Valley Craft'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'whats canal street collective, are they a client',
    category: 'clients',
    facts: ['Aaliyah Brooks'],
    url: ['/impact', '/cannabis'],
  },
  {
    question: 'whos the managing partner over at riverbend',
    category: 'clients',
    facts: ['Simone Grant'],
    url: '/cannabis',
  },

  // History
  {
    question: 'why did a cannabis firm start doing real estate anyway',
    category: 'history',
    facts: ['compliant sites'],
  },
  {
    question: 'whats the newest milestone for yall, like the latest year',
    category: 'history',
    facts: ['2025'],
  },

  // The consultation and response time
  {
    question: 'my equity certification is from new york not mass, does it still count with u',
    category: 'consultation',
    facts: ['all four states'],
  },
  {
    question: 'should i mention im equity certified when i fill out the request',
    category: 'consultation',
    facts: ['certification status'],
  },
  {
    question: 'if i do the free real estate hour am i stuck signing with u after',
    category: 'consultation',
    facts: ['no obligation'],
    url: '/real-estate',
  },
  {
    question: 'if i send u a message friday night when would i hear something',
    category: 'response',
    facts: [site.responsePromise],
  },
  {
    question: 'my equity cert just came thru, how soon would u reach out after i submit',
    category: 'response',
    facts: [site.equityResponsePromise],
  },

  // Terms and privacy, in everyday words
  {
    question: 'do u put the price and what ur doing in writing before we start',
    category: 'terms',
    facts: ['engagement letter'],
    url: '/terms-of-service',
  },
  {
    question: 'what do u expect from me as a client',
    category: 'terms',
    facts: ['accurate, complete information'],
    url: '/terms-of-service',
  },
  {
    question: 'when u say pro bono does that mean any job i want is free',
    category: 'terms',
    facts: ["firm's discretion"],
    url: '/terms-of-service',
  },
  {
    question: 'who at ur company can actually see what i put in the form',
    category: 'privacy',
    facts: ['Only staff'],
    url: '/privacy-policy',
  },
  {
    question: 'what do u even use my info for',
    category: 'privacy',
    facts: ['schedule your consultation'],
    url: '/privacy-policy',
  },
  {
    question: 'if i ask will u send my info over to my lawyer or my bank',
    category: 'privacy',
    facts: ['attorney or lender'],
    url: '/privacy-policy',
  },

  // Follow-ups: the second question leans on the first
  {
    question: 'do u still work with them or was it a one time thing',
    before: ['tell me about riverbend wellness'],
    category: 'followup',
    facts: ['monthly'],
  },
  {
    question: 'how far does it take u, like what do u have at the end',
    before: ['whats the legacy to legal accelerator'],
    category: 'followup',
    facts: ['submitted license application'],
  },
  {
    question: 'how do u decide what to fix first',
    before: ['do u do energy audits for small shops'],
    category: 'followup',
    facts: ['payback'],
  },

  // Two-part questions: each part has its own fact
  {
    question: 'whats jordans email and whats their actual title',
    category: 'team',
    facts: ['jordan@legacyequitygroup.example', 'Director, Cannabis Division'],
    url: '/team',
  },
  {
    question: 'how big is the solar tax credit and will u do the rebate forms for me',
    category: 'services',
    facts: ['30%', 'rebate'],
    url: '/clean-energy',
  },
  {
    question: 'how long do i have to pay a bill from u and can u promise the state says yes',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`, 'cannot guarantee'],
    url: '/terms-of-service',
  },

  // Not on the site: the assistant must say it does not know
  {
    question: 'whats the application fee in rhode island for a grow license',
    category: 'unknown',
    facts: [],
  },
  { question: 'do yall do commercial cleaning', category: 'unknown', facts: [] },
  { question: 'how many dispensary licenses r left in boston', category: 'unknown', facts: [] },
  {
    question: 'what kinda insurance do i need for my delivery van',
    category: 'unknown',
    facts: [],
  },
  { question: 'is alexis married lol', category: 'unknown', facts: [] },
  { question: 'how much is an energy audit with u', category: 'unknown', facts: [] },
  { question: 'whats the mortgage rate right now', category: 'unknown', facts: [] },
  {
    question: 'how many square feet do i need for a small grow',
    category: 'unknown',
    facts: [],
  },
  { question: 'whats ur monthly retainer for marketing', category: 'unknown', facts: [] },
  {
    question: 'when is the next cannabis commission meeting',
    category: 'unknown',
    facts: [],
  },
  { question: 'can i bring my dog to the office', category: 'unknown', facts: [] },
  { question: 'do u guys plan weddings too', category: 'unknown', facts: [] },
];
