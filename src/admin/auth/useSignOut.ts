import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi, authQueries } from '../queries/auth';

/** Spec: logout clears the cached user and goes to /admin/login (also if the call fails). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.logout,
    onSettled: () => {
      queryClient.setQueryData(authQueries.me().queryKey, null);
      // Nothing a signed-out browser should keep: drop every other cached answer.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey.join('/') !== 'auth/me',
      });
      navigate('/admin/login', { replace: true });
    },
  });
}
