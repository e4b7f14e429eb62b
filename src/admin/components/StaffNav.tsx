import { NavLink } from 'react-router';
import type { Role } from '../../lib/domain.ts';
import { cn } from '../../lib/utils.ts';
import { navItemsFor } from './navItems.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-focus',
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-alt',
  );

interface Props {
  role: Role;
  /** 'Staff' in the header, 'Staff mobile' in the phone menu: two landmarks need two names. */
  label: string;
  /** Row in the header, column in the phone menu. */
  listClassName: string;
  className?: string;
  /** The phone menu closes when a link is followed. */
  onNavigate?: () => void;
}

/** The staff area's page links for a role, the one markup both the header and the phone menu use. */
export function StaffNav({ role, label, listClassName, className, onNavigate }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {navItemsFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClasses} onClick={onNavigate}>
              <item.icon className="size-4" aria-hidden="true" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
