import { site } from '../../../src/lib/site.ts';
import type { EvalItem } from '../evalItem.ts';

/**
 * The eighth English held-out set, under heldOutSet.ts's rules, written blind: from src/content
 * alone (the site's copy), src/lib/site.ts, the page labels (src/i18n) and the page paths
 * (src/pages), without sight of the assistant's code, its answers, the other sets (beyond the
 * header and first items of heldOutSet7.ts, for the format) or any eval run. Written before the
 * round's answering changes, committed on its own and never run or tuned against before that
 * commit. Typed as visitors type on a phone (lower case, typos, "u", "ur", "yall", run-on and
 * two-part questions, follow-ups), in the visitor's everyday words rather than the site's. Same
 * spread as heldOutSet7.ts: reaching the firm, places outside MA/RI/CT/NY and inside them, each
 * division's services, figures, people, programs, recognitions, client stories, history, the
 * consultation, the legal and privacy pages, follow-ups, two-part questions, and about one in six
 * that the site cannot answer.
 *
 * One question whose wording a tuning or development set already held (by chance) was
 * removed after the commit: a held-out question must be new (evalChat.test.ts).
 */
const s = site.stats;

export const heldOutSet8: readonly EvalItem[] = [
  // Reaching the firm
  {
    question: 'yo whats ur number, my phone died and i lost all my contacts',
    category: 'firm',
    facts: [site.phone],
  },
  {
    question: 'can i just email yall instead of calling? what email do i use',
    category: 'firm',
    facts: [site.email],
  },
  {
    question: 'where is ur office at exactly, like what street is it on',
    category: 'firm',
    facts: [site.address.street],
  },
  { question: 'r u guys open on saturdays', category: 'firm', facts: ['Friday'] },
  {
    question: 'what town is the office in and whats the zip, for my gps',
    category: 'firm',
    facts: [site.address.city, site.address.postalCode],
  },

  // Places: outside the four states the answer names the states served; inside, the state
  {
    question: 'i live in florida, can yall help me buy a house down here',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'opening a weed shop in michigan next yr, do u do the license paperwork out there',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'we got a dairy farm up in vermont n want solar, is that something u guys cover',
    category: 'firm',
    facts: site.serviceAreaNames,
  },
  {
    question: 'do u work with ppl in providence',
    category: 'firm',
    facts: ['Rhode Island'],
  },
  {
    question: 'im in brooklyn, would u take me on for a dispensary license',
    category: 'firm',
    facts: ['New York'],
    url: '/cannabis',
  },
  {
    question: 'i live in boston, does boston have its own equity thing u can help with',
    category: 'services',
    facts: ['City of Boston'],
    url: '/cannabis',
  },

  // Cannabis division
  {
    question: 'what do u actually do for someone applying for a cannabis license, like what parts',
    category: 'services',
    facts: ['host community agreement'],
    url: '/cannabis',
  },
  {
    question: 'the state sent back my application saying stuff is missing, can u help me fix it',
    category: 'services',
    facts: ['deficiency notices'],
    url: '/cannabis',
  },

  // Real estate division
  {
    question:
      'first time buyer here, i have no savings for the down payment, is that something u help with',
    category: 'services',
    facts: ['down-payment assistance'],
    url: '/real-estate',
  },
  {
    question: 'need a spot for a dispensary thats not too close to a school, can u find one',
    category: 'services',
    facts: ['buffer-zone'],
    url: '/real-estate',
  },
  {
    question: 'renting a storefront and the lease is confusing, do u go over it with me',
    category: 'services',
    facts: ['your attorney'],
    url: '/real-estate',
  },

  // Marketing division
  {
    question: 'we need a logo and colors and the whole look for our brand, do u do that',
    category: 'services',
    facts: ['visual identity'],
    url: '/marketing',
  },
  {
    question: 'scared our dispensary ads or labels break the rules, can someone check them',
    category: 'services',
    facts: ['label copy'],
    url: '/marketing',
  },
  {
    question: 'how does ur marketing process go start to finish',
    category: 'services',
    facts: ['Discovery', 'Launch'],
    url: '/marketing',
  },

  // Clean energy division
  {
    question: 'can u tell me if solar would even work on my roof, theres a lot of trees',
    category: 'services',
    facts: ['shading'],
    url: '/clean-energy',
  },
  {
    question: 'we grow indoors and the electric bill is insane, what do u do for grow rooms',
    category: 'services',
    facts: ['dehumidification'],
    url: '/clean-energy',
  },
  {
    question: 'whats in an energy audit, like what do u look at',
    category: 'services',
    facts: ['payback'],
    url: '/clean-energy',
  },
  {
    question:
      'i need a building, a brand and a license all at once, do i gotta hire 3 different companies',
    category: 'services',
    facts: ['Multiple Services'],
    url: ['/real-estate', '/marketing', '/clean-energy'],
  },

  // Figures
  {
    question: 'is there a tax credit for solar and how much is it',
    category: 'figures',
    facts: ['30%'],
    url: '/clean-energy',
  },
  {
    question: 'ballpark how much could a business save on energy w u',
    category: 'figures',
    facts: ['20-40%'],
    url: '/clean-energy',
  },
  {
    question: 'how many ppl have u guys helped or mentored',
    category: 'figures',
    facts: [s.entrepreneursSupported],
    url: '/impact',
  },
  {
    question: 'how many legacy brands made it into the legal market w yall',
    category: 'figures',
    facts: [s.legacyBrandsTransitioned],
    url: '/impact',
  },
  {
    question: 'how many clients u had since u opened',
    category: 'figures',
    facts: [s.clientsServed],
    url: '/impact',
  },

  // People
  {
    question: 'who runs the cannabis side of things',
    category: 'team',
    facts: ['Jordan Hayes'],
    url: '/team',
  },
  {
    question: 'whos in charge of the real estate and solar stuff',
    category: 'team',
    facts: ['Alexis Morgan'],
    url: '/team',
  },
  {
    question: 'how long has jordan been doing cannabis licenses',
    category: 'team',
    facts: ['Seven years'],
    url: '/team',
  },

  // Programs
  {
    question: 'is the accelerator program open yet? how do i get in',
    category: 'programs',
    facts: ['to be announced'],
    url: '/impact',
  },
  {
    question: 'do yall do any free mentoring for people just starting out in cannabis',
    category: 'programs',
    facts: [s.proBonoHoursPerWeek],
    url: '/impact',
  },

  // Recognitions
  {
    question: 'is ur company minority owned? the bank is asking for my supplier diversity stuff',
    category: 'recognition',
    facts: ['Minority-Owned'],
    url: '/impact',
  },
  {
    question: 'are u in the chamber of commerce',
    category: 'recognition',
    facts: ['Chamber of Commerce'],
    url: '/impact',
  },

  // Client stories
  {
    question: 'has anyone actually gotten a license working with u or is it all talk',
    category: 'clients',
    facts: ['provisional license'],
    url: '/impact',
  },
  {
    question: 'any reviews from regular people who bought a house thru u',
    category: 'clients',
    facts: ['Karen Li'],
    url: '/impact',
  },
  {
    question: 'has a farm ever done the energy thing with u, did it work out',
    category: 'clients',
    facts: ['Fairbanks Family Farm'],
    url: '/impact',
  },
  {
    question: 'who is andre thompson, i saw his name on ur site',
    category: 'clients',
    facts: ['Paper City Cultivation'],
    url: '/cannabis',
  },

  // History
  {
    question: 'what year did u guys open up',
    category: 'history',
    facts: [String(site.founded)],
    url: '/impact',
  },
  {
    question: 'when did u start doing marketing',
    category: 'history',
    facts: ['2022'],
    url: '/impact',
  },
  {
    question: 'how long have yall been doing the clean energy side',
    category: 'history',
    facts: ['2023'],
    url: '/impact',
  },

  // The consultation
  {
    question: 'is the first meeting free or do u charge for it',
    category: 'consultation',
    facts: ['one free hour'],
    url: '/contact',
  },
  {
    question: 'im a certified equity applicant, do i have to pay for the consult',
    category: 'consultation',
    facts: ['automatically'],
    url: '/contact?service=cannabis',
  },
  {
    question: 'when do u check that my equity certification is legit',
    category: 'consultation',
    facts: ['before your first meeting'],
    url: '/contact',
  },

  // Response times
  {
    question: 'how fast do u get back to ppl after i send the form',
    category: 'response',
    facts: [site.responsePromise],
    url: '/contact',
  },
  {
    question: 'do equity applicants get a faster reply or is it the same for everyone',
    category: 'response',
    facts: [site.equityResponsePromise],
    url: '/contact',
  },

  // Terms and privacy
  {
    question: 'how long do i have to pay ur invoice',
    category: 'terms',
    facts: [`${site.paymentDueDays} days`],
    url: '/terms-of-service',
  },
  {
    question: 'r u lawyers? can u give me legal advice on my contract',
    category: 'terms',
    facts: ['not a law firm'],
    url: '/terms-of-service',
  },
  {
    question: 'do u sell my info to other companies',
    category: 'privacy',
    facts: ['do not sell'],
    url: '/privacy-policy',
  },
  {
    question: 'r u saving what i type in this chat',
    category: 'privacy',
    facts: ['do not store chat conversations'],
    url: '/privacy-policy',
  },

  // Follow-ups
  {
    question: 'ok and whats their email',
    category: 'followup',
    facts: ['jordan@legacyequitygroup.example'],
    url: '/team',
    before: ['who runs the cannabis division'],
  },
  {
    question: 'nice, and how much does that usually save',
    category: 'followup',
    facts: ['20-40%'],
    url: '/clean-energy',
    before: ['do u guys do solar for businesses'],
  },
  {
    question: 'what about hartford tho',
    category: 'followup',
    facts: ['Connecticut'],
    before: ['can u help me find a commercial space in springfield'],
  },
  {
    question: 'ok so which states do u do',
    category: 'followup',
    facts: site.serviceAreaNames,
    before: ['do u work in texas'],
  },

  // Two-part questions
  {
    question: 'whats ur phone # and what time do u close',
    category: 'firm',
    facts: [site.phone, '5:00 PM'],
  },
  {
    question: 'who handles marketing there and whats the best email to reach them',
    category: 'team',
    facts: ['Alexis Morgan', 'alexis@legacyequitygroup.example'],
    url: '/team',
  },

  // What the site cannot answer: the assistant abstains
  {
    question: 'how much do u charge an hour after the free consult',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'is there parking by ur office or do i gotta use the street',
    category: 'unknown',
    facts: [],
  },
  { question: 'r yall hiring? i want to apply', category: 'unknown', facts: [] },
  { question: 'what strain is best for sleep', category: 'unknown', facts: [] },
  { question: 'whats the mortgage rate today for a 30 year', category: 'unknown', facts: [] },
  {
    question: 'how many solar panels would a 2000 sq ft house need',
    category: 'unknown',
    facts: [],
  },
  { question: 'do u take venmo or credit card', category: 'unknown', facts: [] },
  { question: 'how much money did ur company make last yr', category: 'unknown', facts: [] },
  { question: 'can u give me the name of a good cannabis lawyer', category: 'unknown', facts: [] },
  {
    question: 'how much is the state fee to apply for a dispensary license in mass',
    category: 'unknown',
    facts: [],
  },
  {
    question: 'how long does the state usually take to approve a license after u submit',
    category: 'unknown',
    facts: [],
  },
  { question: 'can someone there notarize a document for me', category: 'unknown', facts: [] },
];
