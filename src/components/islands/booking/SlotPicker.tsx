import { lazy, Suspense, useMemo } from 'react';
import 'react-day-picker/style.css';
import { slotsByVisitorDate } from '../../../lib/booking/visitorDates.ts';
import type { DivisionId } from '../../../lib/site.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { fieldClasses } from '../../ui/fieldClasses.ts';
import { labelClasses } from '../publicForm/FormFields.tsx';
import type { BookingText } from './bookingText.ts';

// The month grid's code arrives with the first times, not with the page: hydration stays short.
const DayPicker = lazy(() => import('react-day-picker').then((m) => ({ default: m.DayPicker })));
import {
  clockTime,
  COMMON_ZONES,
  dateFromKey,
  fill,
  firmTimeBeside,
  genericZoneName,
  keyFromDate,
  longDate,
  monthName,
  weekdayName,
  zoneAtTime,
  zoneLabel,
} from './slotFormat.ts';
import type { SlotChoice } from './useSlotChoice.ts';

interface SlotPickerProps {
  locale: Locale;
  text: BookingText;
  choice: SlotChoice;
  /** The division to choose on the booking page; moving a booking keeps its own, with no choice. */
  division?: { value: DivisionId; onChange: (division: DivisionId) => void };
  /** Called after the visitor picks a time (the booking page reads it back in its live region). */
  onChoose?: (start: string) => void;
}

/**
 * Division, time zone, a month grid (react-day-picker: arrow keys, Page Up/Down, Home/End) whose
 * days say how many times they have, then that day's times as a native radio group (one Tab stop,
 * arrow keys). Choosing a day moves focus to its times. Dates are the visitor's own calendar in
 * the zone they chose, so a day never shifts under them when the zone changes.
 */
export function SlotPicker(props: SlotPickerProps) {
  const { locale, text, choice, division } = props;
  const { slots, timeZone, date, timesHeading, dateHeading } = choice;
  // Month and weekday names come from Intl in the page's language, so no date-fns locale ships.
  const names = {
    formatters: {
      formatCaption: (month: Date) => monthName(locale, month),
      formatWeekdayName: (day: Date) => weekdayName(locale, day, 'narrow'),
    },
  };
  const byDate = useMemo(() => slotsByVisitorDate(slots ?? [], timeZone), [slots, timeZone]);
  const dates = [...byDate.keys()];
  const zones = [...new Set([choice.detectedZone, ...COMMON_ZONES])];
  const daySlots = date ? (byDate.get(date) ?? []) : [];
  // The calendar opens on the month of the first free time.
  const firstMonth = dates[0] ? dateFromKey(dates[0]) : new Date();
  const lastMonth = dates.at(-1) ? dateFromKey(dates.at(-1)!) : firstMonth;

  return (
    <div className="grid gap-6">
      {/* One column until the zone's full name fits beside the division (never truncated). */}
      <div className="grid gap-5 md:grid-cols-2">
        {division && (
          <div className="grid content-start gap-2">
            <label htmlFor="booking-division" className={labelClasses}>
              {text.division}
            </label>
            <select
              id="booking-division"
              className={`${fieldClasses} h-11 pr-8`}
              value={division.value}
              onChange={(e) => division.onChange(e.target.value as DivisionId)}
            >
              {Object.entries(text.divisionLabels).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid content-start gap-2">
          <label htmlFor="booking-timezone" className={labelClasses}>
            {text.timeZone}
          </label>
          <select
            id="booking-timezone"
            className={`${fieldClasses} h-auto min-h-11 w-full pr-8`}
            value={timeZone}
            aria-describedby="booking-timezone-hint"
            onChange={(e) => choice.setTimeZone(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(locale, zone)}
              </option>
            ))}
          </select>
          <p id="booking-timezone-hint" className="text-sm text-muted">
            {text.timeZoneHint}
          </p>
        </div>
      </div>

      <section aria-labelledby="booking-date-heading" className="grid min-h-96 content-start gap-3">
        <h2
          id="booking-date-heading"
          ref={dateHeading}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-brand-900"
        >
          {text.dateHeading}
        </h2>
        {slots === undefined && !choice.loadFailed && (
          <p className="text-muted" role="status">
            {text.loadingTimes}
          </p>
        )}
        {choice.loadFailed && (
          <p className="font-medium text-danger" role="alert">
            {text.loadFailed}
          </p>
        )}
        {slots !== undefined && dates.length === 0 && (
          <p role="status">
            {division
              ? fill(text.noTimesForDivision, { division: text.divisionLabels[division.value] })
              : text.noTimes}
          </p>
        )}
        {dates.length > 0 && (
          <Suspense fallback={<p className="text-muted">{text.loadingTimes}</p>}>
            <DayPicker
              mode="single"
              lang={locale}
              weekStartsOn={0}
              formatters={names.formatters}
              selected={date ? dateFromKey(date) : undefined}
              onSelect={(day) => {
                choice.chooseDate(day ? keyFromDate(day) : undefined);
                // The day's times come next: take the visitor there.
                if (day) requestAnimationFrame(() => timesHeading.current?.focus());
              }}
              disabled={(day) => !byDate.has(keyFromDate(day))}
              // Days with times stand out (bold, tinted, outlined); the rest fade. Important: the
              // calendar's own stylesheet is not in a layer, so it beats Tailwind's utilities.
              modifiers={{ open: (day) => byDate.has(keyFromDate(day)) }}
              modifiersClassNames={{
                open: 'font-bold text-brand-900 [&>button]:border-2! [&>button]:border-brand-700! [&>button]:bg-brand-50! [&>button:hover]:bg-brand-100!',
              }}
              // Brand colours for the chosen day; narrower days on the smallest phones (320 px),
              // so the month fits without scrolling sideways (7 × 34 px). Important: react-day-picker's own
              // stylesheet sets them on the same element.
              className="[--rdp-accent-background-color:var(--color-brand-100)]! [--rdp-accent-color:var(--color-brand-700)]! max-[400px]:[--rdp-day-height:34px]! max-[400px]:[--rdp-day-width:34px]! max-[400px]:[--rdp-day_button-height:32px]! max-[400px]:[--rdp-day_button-width:32px]! max-[400px]:[&_.rdp-caption_label]:text-base!"
              startMonth={firstMonth}
              endMonth={lastMonth}
              defaultMonth={date ? dateFromKey(date) : firstMonth}
              labels={{
                labelDayButton: (day) => {
                  const key = keyFromDate(day);
                  const count = byDate.get(key)?.length ?? 0;
                  const label =
                    count === 0
                      ? text.dayLabelNone
                      : count === 1
                        ? text.dayLabelOne
                        : text.dayLabel;
                  return fill(label, {
                    date: longDate(locale, key),
                    count,
                  });
                },
                labelGrid: (month) => monthName(locale, month),
                labelWeekday: (day) => weekdayName(locale, day, 'long'),
                labelNav: () => text.navLabel,
                labelNext: () => text.nextMonth,
                labelPrevious: () => text.previousMonth,
              }}
            />
          </Suspense>
        )}
      </section>

      <section aria-labelledby="booking-times-heading" className="grid gap-3">
        <h2
          id="booking-times-heading"
          ref={timesHeading}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-brand-900"
        >
          {date
            ? fill(text.timesHeading, {
                date: longDate(locale, date),
                zone: genericZoneName(locale, timeZone),
              })
            : text.timesHeadingEmpty}
        </h2>
        {!date ? (
          <p className="text-muted">{text.chooseDateFirst}</p>
        ) : (
          <div
            role="radiogroup"
            aria-labelledby="booking-times-heading"
            aria-describedby={choice.error ? 'booking-start-error' : undefined}
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {daySlots.map((slot) => {
              // Every time names its zone as it is on that date (EST / EDT); the firm's beside it,
              // dated when it falls on another day.
              const at = new Date(slot.start);
              const mine = `${clockTime(locale, slot.start, timeZone)} ${zoneAtTime(locale, timeZone, at)}`;
              const beside = firmTimeBeside(locale, slot.start, timeZone);
              const firm = beside && ` (${beside})`;
              return (
                <label
                  key={slot.start}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="booking-start"
                    value={slot.start}
                    checked={choice.start === slot.start}
                    onChange={() => {
                      choice.chooseStart(slot.start);
                      props.onChoose?.(slot.start);
                    }}
                    className="accent-brand-700"
                  />
                  <span>
                    {mine}
                    {firm && <span className="text-muted">{firm}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        )}
        {choice.error && (
          // An alert: read out as it appears, whether or not a day (and its radio group) is there.
          <p id="booking-start-error" role="alert" className="text-sm font-medium text-danger">
            {choice.error}
          </p>
        )}
      </section>
    </div>
  );
}
