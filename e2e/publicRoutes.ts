/**
 * What the spec (section 2) promises on each public route: the h1, texts that must be visible,
 * links (accessible name → href) and the structured-data types the page carries.
 */
export interface PublicRoute {
  path: string;
  h1: string;
  texts: (string | RegExp)[];
  links: { name: string | RegExp; href: string }[];
  schemaTypes: string[];
  noindex?: boolean;
}

export const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    h1: 'Building Equity Through Enterprise',
    texts: [
      '20+',
      'Clients served',
      '1,040+',
      'Pro bono hours annually',
      'States: MA, RI, CT & NY',
      'From Legacy to Leadership',
      '7+',
      'Equity applicants guided',
      '10+',
      '2018',
      'Founded in Holyoke',
    ],
    links: [
      { name: 'Book Free Consultation', href: '/contact' },
      { name: 'See Our Impact', href: '/impact' },
      { name: 'Cannabis & Social Equity', href: '/cannabis' },
      { name: 'Real Estate', href: '/real-estate' },
      { name: 'Marketing', href: '/marketing' },
      { name: 'Clean Energy', href: '/clean-energy' },
      { name: 'Meet the Team', href: '/team' },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage'],
  },
  {
    path: '/cannabis',
    h1: 'Legacy Roots. Legal Futures.',
    texts: [
      'License Application Support',
      'Social Equity Program Navigation',
      'Operations & Compliance Readiness',
      'Our Equity Commitment',
      'In Their Words: Equity Applicants',
      'Andre Thompson',
      'Simone Grant',
      '(413) 555-0187',
      'andre@papercitycultivation.example',
    ],
    links: [
      { name: 'papercitycultivation.example', href: 'https://papercitycultivation.example' },
      { name: 'Book Free Consultation', href: '/contact' },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/real-estate',
    h1: 'Find the Right Property, Close With Confidence',
    texts: [
      'Buyer & Investor Advisory',
      'Commercial Site Selection',
      'Transaction & Deal Support',
      'Our Four-Step Approach',
      'Needs Assessment',
      'Market Research',
      'Site Evaluation',
      'Deal Structuring',
    ],
    links: [{ name: 'Book Free Consultation', href: '/contact' }],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/marketing',
    h1: 'Marketing That Builds Trust and Customers',
    texts: [
      'Brand Strategy & Identity',
      'Digital Marketing & Content',
      'Compliant Cannabis Marketing',
      'Our Four-Step Process',
      'Discovery',
      'Strategy',
      'Creation',
      'Launch',
      'Capabilities',
      'Local search and business listings',
    ],
    links: [{ name: 'Book Free Consultation', href: '/contact' }],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/clean-energy',
    h1: 'Clean Energy That Pays for Itself',
    texts: [
      'Solar Feasibility & Procurement',
      'Energy Efficiency Audits',
      'Incentives & Rebate Navigation',
      'Cannabis Facility Energy Planning',
      '20-40%',
      'Typical cost reduction',
      '2-4yr',
      'Typical ROI',
      '30%',
      'Federal tax credit',
      'State rebates available',
      'Lower Operating Costs',
      'Predictable Budgets',
      'A Stronger Story',
    ],
    links: [{ name: 'Book Free Consultation', href: '/contact' }],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/impact',
    h1: 'Measured by the Businesses We Help Build',
    texts: [
      '50+',
      'Entrepreneurs supported',
      '10+',
      'Groups licensed or partnered',
      '1,040+',
      'Pro bono hours a year',
      'Legacy brands transitioned',
      'Credentials You Can Check',
      'ONGOING',
      '2018 - PRESENT',
      'FUTURE',
      'Launching 2026',
      'Legacy-to-Legal Accelerator',
      /Equity certification is verified during the consultation request/,
      '2018',
      '2025',
    ],
    links: [
      { name: 'View Impact Report', href: '/impact-report' },
      { name: 'Verification Documents', href: '/verification-documents' },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
  },
  {
    path: '/team',
    h1: 'Experienced Guides, Rooted in Community',
    texts: [
      'Jordan Hayes',
      'Director, Cannabis Division',
      'Alexis Morgan',
      'Director of Real Estate, Marketing & Clean Energy',
      'Credentials',
    ],
    links: [
      {
        name: /LinkedIn profile of Jordan Hayes/,
        href: 'https://www.linkedin.com/in/jordan-hayes-example',
      },
      {
        name: /LinkedIn profile of Alexis Morgan/,
        href: 'https://www.linkedin.com/in/alexis-morgan-example',
      },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Person', 'BreadcrumbList'],
  },
  {
    path: '/contact',
    h1: 'Book Your Free Consultation',
    texts: [
      'Request a Consultation',
      'Contact Information',
      'Office',
      '200 High Street, Suite 3, Holyoke, MA 01040',
      'Social Equity Applicants',
      'Monday – Friday, 9:00 AM – 5:00 PM',
    ],
    links: [
      { name: 'hello@legacyequitygroup.example', href: 'mailto:hello@legacyequitygroup.example' },
      { name: '(413) 555-0142', href: 'tel:+14135550142' },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    texts: [
      'Last updated October 29, 2025',
      'Information We Collect',
      'How We Use Your Information',
      'How We Protect Your Information',
      'When We Share Information',
      'Cookies',
      'Analytics',
      'Your Rights',
      'Data Retention',
      'Children Under 18',
      'California Privacy Rights',
    ],
    links: [],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
    noindex: true,
  },
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    texts: [
      'Last updated October 29, 2025',
      'Free Consultation Guarantee',
      /minimum of 1 hour/,
      'Pro Bono Services',
      /at the firm.s discretion/,
      /payable within 30 days/,
      /laws of the Commonwealth of Massachusetts/,
      /mediation/,
    ],
    links: [],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
    noindex: true,
  },
  {
    path: '/impact-report',
    h1: 'Social Equity Impact Report',
    texts: [
      '50+',
      'Entrepreneurs supported',
      '10+',
      'Groups licensed or partnered',
      '1,040+',
      'Pro bono hours a year',
      'Legacy brands transitioned',
      'Timeline, 2018 – 2025',
      'Client Testimonials',
    ],
    links: [],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
  },
  {
    path: '/verification-documents',
    h1: 'Verification Documents',
    texts: ['Business Details', 'Certifications & Recognitions', 'Leadership Credentials'],
    links: [],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
  },
];

/** Pages search engines may index: everything above except the noindex ones. */
export const indexablePaths = publicRoutes.filter((r) => !r.noindex).map((r) => r.path);

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
