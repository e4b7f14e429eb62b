/**
 * "Add to calendar" for a confirmed consultation: Google's and Outlook's event templates (links
 * that open the visitor's calendar with the event filled in) and an .ics file for the rest. The
 * file carries the emailed invitation's UID, so a calendar that has both keeps one event.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  details: string;
  start: string;
  end: string;
}

/** 2026-12-07T15:00:00.000Z → 20261207T150000Z */
const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.details,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and newline escaped. */
const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // 75 on the first line; continuation lines start with a space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function icsFile(event: CalendarEvent, stamp = new Date()): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Consultations//Booking page//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${compactUtc(stamp.toISOString())}`,
    `DTSTART:${compactUtc(event.start)}`,
    `DTEND:${compactUtc(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.details)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}
