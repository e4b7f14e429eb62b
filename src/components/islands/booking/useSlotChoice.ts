import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Slot } from '../../../lib/booking/slots.ts';
import { FIRM_TIME_ZONE } from '../../../lib/firmTime.ts';
import type { DivisionId } from '../../../lib/site.ts';
import { browserZone } from './slotFormat.ts';
import { fetchSlots } from './slotsApi.ts';

const noSubscription = () => () => {};

/**
 * The time a visitor is choosing, on the booking page and when moving a booking alike: a
 * division's open times (none fetched while `division` is undefined), the zone they are shown in
 * (the browser's until the visitor picks another), the chosen day and time, and the message under
 * the times. SlotPicker renders it.
 */
export function useSlotChoice(division: DivisionId | undefined) {
  const detectedZone = useSyncExternalStore(noSubscription, browserZone, () => FIRM_TIME_ZONE);
  const [chosenZone, setTimeZone] = useState<string>();
  const [slots, setSlots] = useState<Slot[]>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [date, setDate] = useState<string>();
  const [start, setStart] = useState<string>();
  const [error, setError] = useState<string>();
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const dateHeading = useRef<HTMLHeadingElement>(null);

  // Another division's times, days and choice do not carry over.
  const [shownFor, setShownFor] = useState(division);
  if (shownFor !== division) {
    setShownFor(division);
    setSlots(undefined);
    setLoadFailed(false);
    setDate(undefined);
    setStart(undefined);
  }

  useEffect(() => {
    if (!division) return;
    let current = true;
    fetchSlots(division)
      .then((answer) => current && setSlots(answer))
      .catch(() => current && setLoadFailed(true));
    return () => {
      current = false;
    };
  }, [division]);

  /** A message under the times, and the visitor taken there. */
  function fail(message: string) {
    setError(message);
    timesHeading.current?.focus();
  }

  /** A message under the times (read out: it is an alert) while focus goes to another problem. */
  function flag(message: string) {
    setError(message);
  }

  return {
    detectedZone,
    timeZone: chosenZone ?? detectedZone,
    setTimeZone,
    slots,
    loadFailed,
    date,
    chooseDate(day: string | undefined) {
      setDate(day);
      setStart(undefined);
    },
    start,
    chooseStart(value: string) {
      setStart(value);
      setError(undefined);
    },
    error,
    timesHeading,
    dateHeading,
    fail,
    flag,
    /** The time is gone or no longer offered (409/422): fresh times, and the visitor chooses again. */
    async taken(message: string) {
      setStart(undefined);
      setError(message);
      if (division) setSlots(await fetchSlots(division).catch(() => []));
      timesHeading.current?.focus();
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
