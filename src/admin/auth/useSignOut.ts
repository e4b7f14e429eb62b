import { useMutation } from '@tanstack/react-query';
import { authApi } from '../queries/auth.ts';

/**
 * Logout clears the cached user and goes to /admin/login (also if the call fails). A full
 * page load does both at once and leaves nothing of the signed-in session in memory; clearing the
 * cache in place would instead let the route guard race this navigation (login?next=…).
 */
export function useSignOut() {
  return useMutation({
    mutationFn: authApi.logout,
    onSettled: () => window.location.replace('/admin/login'),
  });
}
