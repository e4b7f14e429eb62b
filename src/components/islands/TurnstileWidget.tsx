import { useEffect, useRef } from 'react';

/**
 * Cloudflare Turnstile, rendered only when the build sets PUBLIC_TURNSTILE_SITE_KEY (the server then
 * needs TURNSTILE_SECRET_KEY). Off by default: no third-party script loads unless the firm opts in.
 * Loaded lazily by the contact and booking forms: an astro:env value is not a build-time constant
 * the bundler can fold, so a static import would ship this code to every visitor of /contact and
 * /book even with Turnstile off.
 */

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ) => string;
  remove: (widgetId: string) => void;
}

function loadTurnstile(): Promise<TurnstileApi> {
  const w = window as { turnstile?: TurnstileApi };
  if (w.turnstile) return Promise.resolve(w.turnstile);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (w.turnstile ? resolve(w.turnstile) : reject(new Error('no turnstile')));
    script.onerror = () => reject(new Error('Turnstile failed to load'));
    document.head.append(script);
  });
}

export default function TurnstileWidget({
  siteKey,
  language,
  onToken,
}: {
  siteKey: string;
  /** The page's language, so the challenge speaks it too ('es' on /es pages). */
  language: string;
  onToken: (token: string | undefined) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    loadTurnstile()
      .then((loaded) => {
        api = loaded;
        if (!container.current) return;
        widgetId = loaded.render(container.current, {
          sitekey: siteKey,
          language,
          callback: (token) => onToken(token),
          'expired-callback': () => onToken(undefined),
        });
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, language, onToken]);
  return <div ref={container} />;
}
