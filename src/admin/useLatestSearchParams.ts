import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * useSearchParams whose changes build on each other. react-router hands a functional update the
 * params of the render it was made in, not of the last navigation, so two changes before the page
 * re-rendered (a status picked just as the leads search box's pause ran out) built on the same old
 * URL and the second undid the first. Here each change builds on the URL last asked for; once a
 * navigation lands (or Back changes the URL), the URL is the truth again.
 *
 * `change` hands its edit a copy it may change, and returns the params it asked for.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const wanted = useRef(params);
  // react-router's setter is a new function after every URL change; read at call time, it keeps
  // `change` (and the callbacks built on it) the same, so memoised children (the leads page's 50
  // cards) skip the render a filter change starts.
  const setter = useRef(setParams);
  useEffect(() => {
    wanted.current = params;
    setter.current = setParams;
  }, [params, setParams]);
  const change = useCallback(
    (edit: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      const next = edit(new URLSearchParams(wanted.current));
      wanted.current = next;
      setter.current(next, options);
      return next;
    },
    [],
  );
  return [params, change] as const;
}
