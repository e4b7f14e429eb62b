import {
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  FileText,
  LayoutDashboard,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '../../lib/domain.ts';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** Dashboard, Leads, Bookings, Availability and Content for everyone; Account Requests and Team for admins only. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/leads', label: 'Leads', icon: ClipboardList },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck },
  { to: '/admin/availability', label: 'Availability', icon: CalendarClock },
  { to: '/admin/content', label: 'Content', icon: FileText },
  { to: '/admin/account-requests', label: 'Account Requests', icon: UserPlus, adminOnly: true },
  { to: '/admin/team', label: 'Team', icon: Users, adminOnly: true },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || role === 'admin');
}

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', employee: 'Employee' };
