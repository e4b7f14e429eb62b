/**
 * The firm's facts, in one place. Every page, the API (emails) and the chat assistant read from here;
 * an editor changes the phone number once. Values are placeholders an editor replaces before launch.
 */
export const site = {
  name: 'Legacy Equity Group',
  legalName: 'Legacy Equity Group, LLC',
  tagline: 'Building Equity Through Enterprise',
  description:
    'Consulting for social equity cannabis applicants, real estate, clean energy and marketing across Massachusetts, Rhode Island, Connecticut and New York.',
  phone: '(413) 555-0142',
  phoneE164: '+14135550142',
  email: 'hello@legacyequitygroup.example',
  address: {
    street: '200 High Street, Suite 3',
    city: 'Holyoke',
    region: 'MA',
    postalCode: '01040',
    country: 'US',
  },
  hours: {
    days: 'Monday to Friday',
    opens: '09:00',
    closes: '17:00',
    label: 'Monday – Friday, 9:00 AM – 5:00 PM',
  },
  serviceAreas: ['MA', 'RI', 'CT', 'NY'] as const,
  serviceAreaNames: ['Massachusetts', 'Rhode Island', 'Connecticut', 'New York'] as const,
  equityCertificationRegions: ['MA', 'RI', 'CT', 'NY', 'City of Boston'] as const,
  founded: 2018,
  responsePromise: '24-48 hours',
  equityResponsePromise: '24 hours',
  freeConsultationMinimumHours: 1,
  paymentDueDays: 30,
  social: {
    linkedin: 'https://www.linkedin.com/company/legacy-equity-group-example',
    instagram: 'https://www.instagram.com/legacyequitygroup.example',
  },
} as const;

export type Site = typeof site;

export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}
