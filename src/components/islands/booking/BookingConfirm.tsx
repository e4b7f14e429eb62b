import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/apiRequest';
import type { BookingConfirmed } from '../../../lib/schemas/booking';
import type { Locale } from '../../../i18n/locales';
import { buttonVariants } from '../../ui/buttonVariants';
import type { BookingText } from './bookingText';
import { fill, fullTime } from './slotFormat';

type State = { step: 'confirming' } | { step: 'confirmed'; when: string } | { step: 'failed' };

/**
 * The page the confirmation email links to. The token leaves the address bar at once (it would
 * otherwise sit in the history and in any Referer), then is posted; a second visit confirms again
 * harmlessly and shows the same booking.
 */
export function BookingConfirm({ locale, text }: { locale: Locale; text: BookingText }) {
  const [state, setState] = useState<State>({ step: 'confirming' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token') ?? sessionStorage.getItem('booking-token');
    if (url.searchParams.has('token')) {
      // Kept for a reload of this tab only.
      if (token) sessionStorage.setItem('booking-token', token);
      url.searchParams.delete('token');
      history.replaceState(null, '', url.pathname + url.search + url.hash);
    }
    const confirmed = token
      ? apiRequest<BookingConfirmed>('POST', '/api/booking/confirm', { token })
      : Promise.reject(new Error('No token in the link'));
    confirmed
      .then((booking) =>
        setState({
          step: 'confirmed',
          when: fullTime(locale, booking.start, booking.timeZone, text.firmTime),
        }),
      )
      .catch(() => setState({ step: 'failed' }));
  }, [locale, text.firmTime]);

  useEffect(() => {
    if (state.step !== 'confirming') heading.current?.focus();
  }, [state.step]);

  if (state.step === 'confirming') return <p role="status">{text.confirming}</p>;
  if (state.step === 'confirmed') {
    return (
      <div className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="heading-2">
          {text.confirmedHeading}
        </h2>
        <p>{fill(text.confirmedBody, { when: state.when })}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <h2 ref={heading} tabIndex={-1} className="heading-2">
        {text.confirmFailedHeading}
      </h2>
      <p>{text.confirmFailedBody}</p>
      <a
        href={locale === 'es' ? '/es/book' : '/book'}
        className={buttonVariants({ className: 'justify-self-start' })}
      >
        {text.bookAgain}
      </a>
    </div>
  );
}
