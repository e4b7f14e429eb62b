/**
 * Where to go after sign-in: the admin page the visitor first asked for (kept in ?next=), but only a
 * path inside /admin, so the parameter can never send anyone to another site.
 */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/admin/') || next.startsWith('//') || next.includes('\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (/^\/admin\/(login|init|request-access)\b/.test(next)) return DEFAULT_AFTER_LOGIN;
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}
