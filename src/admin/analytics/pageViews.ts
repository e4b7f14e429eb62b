/**
 * Page views for the staff SPA, sent only when analytics
 * is configured (a global gtag: PUBLIC_GA_ID, or a tag manager). Nothing personal leaves: the path
 * drops the query (?lead=<id>, search text) and any id-like segment, the title is made from that
 * path (never the document title), and the automatic page view of gtag's config (which would carry
 * the full URL) is switched off.
 */
type Gtag = (...args: unknown[]) => void;

const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[^/]*@[^/]*)$/i;

/** `/admin/leads/3f2a…-…` → `/admin/leads/:id`; the query and hash are never part of it. */
export function adminPagePath(pathname: string): string {
  const segments = pathname
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return segments.join('/') || '/';
}

function gtag(): Gtag | undefined {
  const candidate = (window as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

/** Starts tracking; returns a function that sends the page view for a router location. */
export function adminPageViewTracker(): (pathname: string) => void {
  let last: string | undefined;
  let configured = false;
  return (pathname) => {
    const send = gtag();
    if (!send) return;
    const path = adminPagePath(pathname);
    if (path === last) return; // the query changed (filters, a lead opened), not the route
    last = path;
    if (!configured) {
      configured = true;
      const id = (window as { __gaId?: string }).__gaId ?? 'default';
      send('config', id, { send_page_view: false });
    }
    send('event', 'page_view', {
      page_path: path,
      page_location: `${window.location.origin}${path}`,
      page_title: `Staff ${path}`,
    });
  };
}
