import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/apiRequest.ts';
import type { BookingConfirmed } from '../../../lib/schemas/booking.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { buttonVariants } from '../../ui/buttonVariants.ts';
import type { BookingText } from './bookingText.ts';
import {
  googleCalendarUrl,
  icsFile,
  outlookCalendarUrl,
  type CalendarEvent,
} from './calendarLinks.ts';
import { fill, fullTime } from './slotFormat.ts';

type State =
  | { step: 'confirming' }
  | { step: 'confirmed'; booking: BookingConfirmed }
  | { step: 'cancelled' }
  | { step: 'failed' };

/** The manage link of this tab's first confirmation: a reload still offers it. */
const MANAGE_KEY = 'booking-manage-url';

/**
 * The page the confirmation email links to. The token leaves the address bar at once (it would
 * otherwise sit in the history and in any Referer), then is posted; a second visit confirms again
 * harmlessly and shows the same booking. Once confirmed: when (with its year), the division, the
 * length, add-to-calendar links and the link to move or cancel it.
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
      .then((booking) => {
        if (booking.manageUrl) sessionStorage.setItem(MANAGE_KEY, booking.manageUrl);
        const manageUrl = booking.manageUrl ?? sessionStorage.getItem(MANAGE_KEY) ?? undefined;
        setState({ step: 'confirmed', booking: { ...booking, manageUrl } });
      })
      .catch((error: unknown) =>
        setState({
          step: error instanceof ApiError && error.status === 410 ? 'cancelled' : 'failed',
        }),
      );
  }, []);

  useEffect(() => {
    if (state.step !== 'confirming') heading.current?.focus();
  }, [state.step]);

  if (state.step === 'confirming') return <p role="status">{text.confirming}</p>;
  if (state.step === 'confirmed') {
    return <Confirmed locale={locale} text={text} booking={state.booking} headingRef={heading} />;
  }
  const cancelled = state.step === 'cancelled';
  return (
    <div className="grid gap-3">
      <h2 ref={heading} tabIndex={-1} className="heading-2">
        {cancelled ? text.confirmCancelledHeading : text.confirmFailedHeading}
      </h2>
      <p>{cancelled ? text.confirmCancelledBody : text.confirmFailedBody}</p>
      <a
        href={locale === 'es' ? '/es/book' : '/book'}
        className={buttonVariants({ className: 'justify-self-start' })}
      >
        {text.bookAgain}
      </a>
    </div>
  );
}

function Confirmed({
  locale,
  text,
  booking,
  headingRef,
}: {
  locale: Locale;
  text: BookingText;
  booking: BookingConfirmed;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const when = fullTime(locale, booking.start, booking.timeZone);
  const division = text.divisionLabels[booking.division];
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  const manageUrl = booking.manageUrl && new URL(booking.manageUrl, window.location.href).href;
  const event: CalendarEvent = {
    uid: booking.icalUid,
    title: fill(text.calendarTitle, { division }),
    details: fill(text.calendarDetails, { link: manageUrl ?? '' }),
    start: booking.start,
    end: booking.end,
  };
  const ics = useMemo(
    () => URL.createObjectURL(new Blob([icsFile(event)], { type: 'text/calendar' })),
    // The event is the booking's: one file per booking shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [booking],
  );
  useEffect(() => () => URL.revokeObjectURL(ics), [ics]);
  const secondary = buttonVariants({ variant: 'outline' });

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="heading-2">
          {text.confirmedHeading}
        </h2>
        <p>{fill(text.confirmedBody, { when })}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{text.whenLabel}</dt>
        <dd>{when}</dd>
        <dt className="font-semibold">{text.divisionLabel}</dt>
        <dd>{division}</dd>
        <dt className="font-semibold">{text.lengthLabel}</dt>
        <dd>{fill(text.lengthValue, { minutes })}</dd>
      </dl>
      <section aria-labelledby="booking-add-calendar" className="grid gap-3">
        <h3 id="booking-add-calendar" className="font-display text-lg font-semibold text-brand-900">
          {text.addToCalendar}
        </h3>
        <div className="flex flex-wrap gap-3">
          <a className={secondary} href={googleCalendarUrl(event)} target="_blank" rel="noopener">
            {text.googleCalendar}
          </a>
          <a className={secondary} href={outlookCalendarUrl(event)} target="_blank" rel="noopener">
            {text.outlookCalendar}
          </a>
          <a className={secondary} href={ics} download="consultation.ics">
            {text.icsDownload}
          </a>
        </div>
      </section>
      {manageUrl ? (
        <a href={manageUrl} className="justify-self-start font-semibold text-brand-700 underline">
          {text.manageLink}
        </a>
      ) : (
        <p className="text-muted">{text.manageByEmail}</p>
      )}
    </div>
  );
}
