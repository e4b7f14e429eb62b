import { site } from './site';

/** The four impact metrics, shared by /impact and the printable /impact-report. */
export const impactMetrics = [
  { value: site.stats.entrepreneursSupported, label: 'Entrepreneurs supported' },
  { value: site.stats.groupsLicensedOrPartnered, label: 'Groups licensed or partnered' },
  { value: site.stats.proBonoHoursPerYear, label: 'Pro bono hours a year' },
  { value: site.stats.legacyBrandsTransitioned, label: 'Legacy brands transitioned' },
] as const;

export const equityVerificationNote =
  'Equity certification is verified during the consultation request: tell us your status in the form and we confirm it before your first meeting.';
