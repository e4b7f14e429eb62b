import { divisions } from './site.ts';

/** The public site's navigation, defined once for the desktop bar, the mobile bar and the footer. */
export interface NavLink {
  label: string;
  href: string;
}

export const servicesMenu: readonly NavLink[] = divisions.map((d) => ({
  label: d.name,
  href: d.path,
}));

/** Desktop top bar, after Home and the Services dropdown. */
export const primaryLinks: readonly NavLink[] = [
  { label: 'Social Equity Impact', href: '/impact' },
  { label: 'Team', href: '/team' },
  { label: 'Contact', href: '/contact' },
];

export const mobileLinks = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Services', href: '/cannabis', icon: 'services' },
  { label: 'Impact', href: '/impact', icon: 'impact' },
  { label: 'Team', href: '/team', icon: 'team' },
  { label: 'Contact', href: '/contact', icon: 'contact' },
] as const;

export const footerColumns: readonly { heading: string; links: readonly NavLink[] }[] = [
  { heading: 'Services', links: servicesMenu },
  {
    heading: 'Company',
    links: [
      { label: 'Social Equity Impact', href: '/impact' },
      { label: 'Our Team', href: '/team' },
      { label: 'Contact', href: '/contact' },
      { label: 'Impact Report', href: '/impact-report' },
      { label: 'Verification Documents', href: '/verification-documents' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Admin Login', href: '/admin/login' },
    ],
  },
];

/** Normalises '/team/' and '/team.html' to '/team' so the active link matches on any host. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' || trimmed === '/index' ? '/' : trimmed;
}

export function isCurrentPage(currentPath: string, href: string): boolean {
  return normalizePath(currentPath) === normalizePath(href);
}

/** True on any division page: the Services entry is then shown as the active section. */
export function isServicesSection(currentPath: string): boolean {
  return servicesMenu.some((link) => isCurrentPage(currentPath, link.href));
}
