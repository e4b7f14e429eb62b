import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * The calendar invitation (.ics, RFC 5545/5546) a booking sends to the visitor and the host. One
 * UID for the booking's whole life and a SEQUENCE raised on every change, so a calendar updates or
 * removes its event instead of adding another; METHOD REQUEST for a new or moved meeting, CANCEL
 * (with STATUS:CANCELLED) when it is called off; times in UTC, so no VTIMEZONE is needed. The
 * visitor's copy never carries their note (it ends up in calendars other people can see); the
 * host's copy, for the firm's own calendar, does (hostEmails.ts).
 */
export interface InviteInput {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

export function bookingInvite(input: InviteInput): string {
  const calendar = ical({
    prodId: { company: input.organizer.name, product: 'Consultations', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.stamp,
    summary: input.summary,
    description: input.description,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: input.attendees.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
  });
  return calendar.toString();
}
