import { useEffect } from 'react';
import { site } from '../lib/site.ts';

/** Sets the document title of an admin page (read by screen readers on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Staff | ${site.name}`;
  }, [title]);
}
