import { site } from './site.ts';

/** The four impact metrics, shared by /impact and the printable /impact-report. */
export const impactMetrics = [
  // Clients and pro bono mentees: not the home page's client count.
  {
    value: site.stats.entrepreneursSupported,
    label: 'Entrepreneurs supported through advice and mentoring',
  },
  { value: site.stats.groupsLicensedOrPartnered, label: 'Groups licensed or partnered' },
  { value: site.stats.proBonoHoursPerYear, label: 'Pro bono hours a year' },
  { value: site.stats.legacyBrandsTransitioned, label: 'Legacy brands transitioned' },
] as const;
