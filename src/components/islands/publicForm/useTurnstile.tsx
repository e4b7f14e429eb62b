import { lazy, Suspense, useState } from 'react';
import { PUBLIC_TURNSTILE_SITE_KEY } from 'astro:env/client';
import type { Locale } from '../../../i18n/locales.ts';

const siteKey = PUBLIC_TURNSTILE_SITE_KEY || undefined;
// Lazy: astro:env is not a constant the bundler can fold, so a static import would ship the
// widget to every visitor even with Turnstile off (see TurnstileWidget).
const TurnstileWidget = lazy(() => import('../TurnstileWidget.tsx'));

/**
 * The Turnstile check of the public forms, when the build turns it on: the widget to render, the
 * token to send with the request, and `renew()` after a refused request, because tokens are
 * single-use (a new widget gives a new token).
 */
export function useTurnstile(locale: Locale) {
  const [token, setToken] = useState<string>();
  const [round, setRound] = useState(0);
  return {
    /** Spread into the request body: nothing when Turnstile is off or no token came yet. */
    tokenField: token ? { turnstileToken: token } : {},
    renew() {
      if (!siteKey) return;
      setToken(undefined);
      setRound((current) => current + 1);
    },
    widget: siteKey && (
      <Suspense fallback={null}>
        <TurnstileWidget key={round} siteKey={siteKey} language={locale} onToken={setToken} />
      </Suspense>
    ),
  };
}
