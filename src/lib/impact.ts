import { site, type Site } from './site.ts';

/** The four impact metrics, shared by /impact and the printable /impact-report. */
export const impactMetrics = ({ stats }: Pick<Site, 'stats'> = site) =>
  [
    // Clients and pro bono mentees: not the home page's client count.
    {
      value: stats.entrepreneursSupported,
      label: 'Entrepreneurs supported through advice and mentoring',
    },
    { value: stats.groupsLicensedOrPartnered, label: 'Groups licensed or partnered' },
    { value: stats.proBonoHoursPerYear, label: 'Pro bono hours a year' },
    { value: stats.legacyBrandsTransitioned, label: 'Legacy brands transitioned' },
  ] as const;
