import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from '../../../lib/apiRequest';
import type { ManagedBooking, SlotsAnswer } from '../../../lib/schemas/booking';
import type { Locale } from '../../../i18n/locales';
import { buttonVariants } from '../../ui/buttonVariants';
import type { BookingText } from './bookingText';
import { SlotPicker } from './SlotPicker';
import { browserZone, fill, fullTime } from './slotFormat';
import { fetchSlots } from './slotsApi';
import { FIRM_TIME_ZONE } from '../../../lib/firmTime';

type Step = 'loading' | 'ready' | 'confirmCancel' | 'moving' | 'cancelled' | 'moved' | 'failed';
const noSubscription = () => () => {};

/**
 * The page the manage link opens: the booking, then cancel (one confirming step) or a new time
 * from the same picker as the booking page. The token leaves the address bar at once.
 */
export function BookingManage({ locale, text }: { locale: Locale; text: BookingText }) {
  const [step, setStep] = useState<Step>('loading');
  const [booking, setBooking] = useState<ManagedBooking>();
  const [slots, setSlots] = useState<SlotsAnswer['slots']>();
  const [date, setDate] = useState<string>();
  const [start, setStart] = useState<string>();
  const [timeError, setTimeError] = useState<string>();
  const [chosenZone, setTimeZone] = useState<string>();
  const detectedZone = useSyncExternalStore(noSubscription, browserZone, () => FIRM_TIME_ZONE);
  const timeZone = chosenZone ?? detectedZone;
  const token = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

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
        setStep(answer.status === 'cancelled' ? 'cancelled' : 'ready');
      })
      .catch(() => setStep('failed'));
  }, []);

  useEffect(() => {
    if (['cancelled', 'moved', 'failed'].includes(step)) heading.current?.focus();
  }, [step]);

  const when = (value: ManagedBooking) => fullTime(locale, value.start, timeZone, text.firmTime);

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
      setTimeError(text.chooseTime);
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
        setStart(undefined);
        setTimeError(text.slotTaken);
        setSlots(await fetchSlots(booking!.division).catch(() => []));
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
  if (step === 'cancelled' || step === 'moved') {
    return (
      <div className="grid gap-3">
        <h2 ref={heading} tabIndex={-1} className="heading-2">
          {step === 'cancelled' ? text.cancelledHeading : text.movedHeading}
        </h2>
        <p>
          {step === 'cancelled'
            ? text.cancelledBody
            : fill(text.movedBody, { when: when(booking) })}
        </p>
        {step === 'cancelled' && (
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
        <div className="flex flex-wrap gap-3" role="group" aria-label={text.cancelBooking}>
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
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondary} onClick={() => setStep('confirmCancel')}>
            {text.cancelBooking}
          </button>
          {step === 'ready' && (
            <button
              type="button"
              className={secondary}
              onClick={() => {
                setStep('moving');
                void fetchSlots(booking.division).then(setSlots, () => setSlots([]));
              }}
            >
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
          <SlotPicker
            locale={locale}
            text={text}
            division={booking.division}
            onDivision={() => {}}
            fixedDivision
            timeZone={timeZone}
            detectedZone={detectedZone}
            onTimeZone={setTimeZone}
            slots={slots}
            loadFailed={false}
            date={date}
            onDate={(day) => {
              setDate(day);
              setStart(undefined);
            }}
            start={start}
            onStart={(value) => {
              setStart(value);
              setTimeError(undefined);
            }}
            timeError={timeError}
          />
          <button type="submit" className={buttonVariants({ className: 'justify-self-start' })}>
            {text.moveSubmit}
          </button>
        </form>
      )}
    </div>
  );
}
