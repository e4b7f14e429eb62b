import { equityVerificationForLenders } from '../src/lib/site.ts';
import {
  divisionCopy,
  legalPage,
  orderedPartnerships,
  orderedPrograms,
  orderedTeam,
  orderedTestimonials,
  serviceTitles,
  timelineYears,
} from './siteContent.ts';

/**
 * What each public route promises: the h1, texts that must be visible,
 * links (accessible name → href) and the structured-data types the page carries. Copy an editor
 * writes in src/content is read from there (e2e/siteContent.ts); texts the code writes stay literal.
 */

// The spec gives these pages a process, capabilities, figures and benefits: a missing one should fail.
const realEstate = divisionCopy('real-estate');
const marketing = divisionCopy('marketing');
const cleanEnergy = divisionCopy('clean-energy');
const partnerContacts = orderedPartnerships.flatMap((p) => (p.contact ? [p.contact] : []));
const firstYear = Math.min(...timelineYears);
const lastYear = Math.max(...timelineYears);
const privacy = legalPage('privacy-policy');
const terms = legalPage('terms-of-service');
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
      { name: 'Book Free Consultation', href: '/book' },
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
    // The spec names this headline word for word.
    h1: 'Legacy Roots. Legal Futures.',
    texts: [
      ...serviceTitles('cannabis'),
      'Our Equity Commitment',
      'In Their Words: Equity Applicants',
      ...orderedTestimonials
        .filter((t) => t.equityApplicant)
        .slice(0, 5)
        .map((t) => t.name),
      ...orderedPartnerships.map((p) => p.name),
      ...partnerContacts.flatMap((c) => [c.phone, c.email].filter((text) => text !== undefined)),
    ],
    links: [
      ...partnerContacts.flatMap((c) =>
        c.website ? [{ name: new URL(c.website).hostname, href: c.website }] : [],
      ),
      { name: 'Book Free Consultation', href: '/book?division=cannabis' },
    ],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/real-estate',
    h1: realEstate.headline,
    texts: [
      ...serviceTitles('real-estate'),
      realEstate.process!.heading,
      ...realEstate.process!.steps.map((step) => step.title),
    ],
    links: [{ name: 'Book Free Consultation', href: '/book?division=real-estate' }],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/marketing',
    h1: marketing.headline,
    texts: [
      ...serviceTitles('marketing'),
      marketing.process!.heading,
      ...marketing.process!.steps.map((step) => step.title),
      marketing.capabilities!.heading,
      ...marketing.capabilities!.items,
    ],
    links: [{ name: 'Book Free Consultation', href: '/book?division=marketing' }],
    schemaTypes: ['ProfessionalService', 'WebPage', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/clean-energy',
    h1: cleanEnergy.headline,
    texts: [
      ...serviceTitles('clean-energy'),
      ...cleanEnergy.stats!.flatMap((stat) => [stat.value, stat.label]),
      ...cleanEnergy.benefits!.items.map((benefit) => benefit.title),
    ],
    links: [{ name: 'Book Free Consultation', href: '/book?division=clean-energy' }],
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
      ...orderedPrograms.flatMap((program) =>
        [program.title, program.label, program.timing].filter((text) => text !== undefined),
      ),
      ...orderedTestimonials.slice(0, 7).map((t) => t.name),
      equityVerificationForLenders.en,
      String(firstYear),
      String(lastYear),
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
    texts: [...orderedTeam.flatMap((member) => [member.name, member.role]), 'Credentials'],
    links: orderedTeam.map((member) => ({
      name: `LinkedIn profile of ${member.name} (external site)`,
      href: member.profileUrl,
    })),
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
    texts: [`Last updated ${privacy.lastUpdated}`, ...privacy.sections],
    links: [],
    schemaTypes: ['ProfessionalService', 'WebPage', 'BreadcrumbList'],
    noindex: true,
  },
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    texts: [
      `Last updated ${terms.lastUpdated}`,
      ...terms.sections,
      // What the spec says the terms must promise, in any wording an editor chooses around it.
      /minimum of 1 hour/,
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
      `Timeline, ${firstYear} – ${lastYear}`,
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
