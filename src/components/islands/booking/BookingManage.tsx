import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/apiRequest.ts';
import type { ManagedBooking } from '../../../lib/schemas/booking.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { buttonVariants } from '../../ui/buttonVariants.ts';
import type { BookingText } from './bookingText.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { fill, fullTime } from './slotFormat.ts';
import { useSlotChoice } from './useSlotChoice.ts';

type Step =
  | 'loading'
  | 'ready'
  | 'confirmCancel'
  | 'moving'
  | 'cancelled'
  | 'alreadyCancelled'
  | 'moved'
  | 'failed';

/**
 * The page the manage link opens: the booking, then cancel (one confirming step) or a new time
 * from the same picker as the booking page. The token leaves the address bar at once.
 */
export function BookingManage({ locale, text }: { locale: Locale; text: BookingText }) {
  const [step, setStep] = useState<Step>('loading');
  const [booking, setBooking] = useState<ManagedBooking>();
  // The open times are fetched once the visitor asks to move the booking.
  const choice = useSlotChoice(step === 'moving' ? booking?.division : undefined);
  const { start, timeZone } = choice;
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const cancelOpener = useRef<HTMLButtonElement>(null);
  const backFrom = useRef<Step>(undefined);

  useEffect(() => {
    const url = new URL(window.location.href);
    const fromUrl = url.searchParams.get('token');
    if (fromUrl) {
      sessionStorage.setItem('booking-manage-token', fromUrl);
      url.searchParams.delete('token');
      history.replaceState(null, '', url.pathname + url.search + url.hash);
    }
    token.current = fromUrl ?? sessionStorage.getItem('booking-manage-token');
    const read = token.current
      ? apiRequest<ManagedBooking>('POST', '/api/booking/manage', { token: token.current })
      : Promise.reject(new Error('No token in the link'));
    read
      .then((answer) => {
        setBooking(answer);
        setStep(answer.status === 'cancelled' ? 'alreadyCancelled' : 'ready');
      })
      .catch(() => setStep('failed'));
  }, []);

  // Focus follows each step, never left on a button that is gone or became another: the cancel
  // question is read first (a second Enter cannot cancel unasked), moving starts at the calendar,
  // "No, keep it" returns to the button that asked.
  useEffect(() => {
    if (['cancelled', 'alreadyCancelled', 'moved', 'failed'].includes(step)) {
      heading.current?.focus();
    } else if (step === 'confirmCancel') {
      question.current?.focus();
    } else if (step === 'moving') {
      choice.dateHeading.current?.focus();
    } else if (step === 'ready' && backFrom.current === 'confirmCancel') {
      cancelOpener.current?.focus();
    }
    backFrom.current = step;
  }, [step, choice.dateHeading]);

  const when = (value: ManagedBooking) => fullTime(locale, value.start, timeZone);

  async function cancel() {
    try {
      setBooking(
        await apiRequest<ManagedBooking>('POST', '/api/booking/manage/cancel', {
          token: token.current,
        }),
      );
      setStep('cancelled');
    } catch {
      setStep('failed');
    }
  }

  async function move() {
    if (!start) {
      choice.fail(text.chooseTime);
      return;
    }
    try {
      const moved = await apiRequest<ManagedBooking>('POST', '/api/booking/manage/reschedule', {
        token: token.current,
        start,
      });
      sessionStorage.removeItem('booking-manage-token');
      setBooking(moved);
      setStep('moved');
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        await choice.taken(text.slotTaken);
        return;
      }
      setStep('failed');
    }
  }

  const secondary = buttonVariants({ variant: 'outline' });
  if (step === 'loading') return <p role="status">{text.manageLoading}</p>;
  if (step === 'failed' || !booking) {
    return (
      <div className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="heading-2">
          {text.manageFailedHeading}
        </h2>
        <p>{text.manageFailedBody}</p>
      </div>
    );
  }
  if (step === 'cancelled' || step === 'alreadyCancelled' || step === 'moved') {
    const cancelled = step !== 'moved';
    return (
      <div className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="heading-2">
          {cancelled ? text.cancelledHeading : text.movedHeading}
        </h2>
        <p>
          {step === 'cancelled'
            ? text.cancelledBody
            : step === 'alreadyCancelled'
              ? text.alreadyCancelledBody
              : fill(text.movedBody, { when: when(booking) })}
        </p>
        {cancelled && (
          <a
            href={locale === 'es' ? '/es/book' : '/book'}
            className={buttonVariants({ className: 'justify-self-start' })}
          >
            {text.bookAgain}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-lg">{fill(text.manageCurrent, { when: when(booking) })}</p>
      {step === 'confirmCancel' ? (
        // Its own keys: React makes new buttons, so the one focused before is not reused as
        // "Yes, Cancel It".
        <div key="ask" className="grid gap-3" role="group" aria-labelledby="booking-cancel-ask">
          <p
            id="booking-cancel-ask"
            ref={question}
            tabIndex={-1}
            className="font-semibold text-brand-900"
          >
            {fill(text.cancelAsk, { when: when(booking) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => void cancel()}
            >
              {text.cancelConfirm}
            </button>
            <button type="button" className={secondary} onClick={() => setStep('ready')}>
              {text.keepBooking}
            </button>
          </div>
        </div>
      ) : (
        <div key="actions" className="flex flex-wrap gap-3">
          <button
            ref={cancelOpener}
            type="button"
            className={secondary}
            onClick={() => setStep('confirmCancel')}
          >
            {text.cancelBooking}
          </button>
          {step === 'ready' && (
            <button type="button" className={secondary} onClick={() => setStep('moving')}>
              {text.moveBooking}
            </button>
          )}
        </div>
      )}
      {step === 'moving' && (
        <form
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          <SlotPicker locale={locale} text={text} choice={choice} />
          <button type="submit" className={buttonVariants({ className: 'justify-self-start' })}>
            {text.moveSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
