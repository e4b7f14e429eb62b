import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bookingInvite, type InviteInput } from './invite.ts';

/**
 * Golden tests: the invitation is compared byte for byte with a committed file, then read back with
 * a small RFC 5545 reader (unfolding, CRLF, 75-octet lines). UPDATE_GOLDEN=1 rewrites the files.
 */
const base: InviteInput = {
  uid: 'booking-0f8c5a1e-6d4b-4c1a-9f3e-2b7d8e9a1c55@example.com',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-03-10T13:30:00Z'),
  end: new Date('2026-03-10T14:00:00Z'),
  stamp: new Date('2026-03-02T15:04:05Z'),
  summary: 'Consulta gratuita: cannabis y equidad social, con Legacy Equity Group (Peña)',
  description: 'Le llamaremos a la hora reservada. Para cambiarla, use el enlace de su correo.',
  organizer: { name: 'Legacy Equity Group', email: 'office@example.com' },
  attendees: [
    { name: 'Ada Lovelace', email: 'ada@example.com' },
    { name: 'Jordan Hayes', email: 'jordan@example.com' },
  ],
};

async function golden(name: string, actual: string) {
  const file = new URL(`./golden/${name}`, import.meta.url);
  if (process.env.UPDATE_GOLDEN) await writeFile(file, actual);
  expect(actual).toBe(await readFile(file, 'utf8'));
}

/** RFC 5545 §3.1: lines end in CRLF, a line starting with a space continues the previous one. */
function parse(text: string) {
  expect(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
  const physical = text.split('\r\n').filter((line) => line !== '');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const props = new Map<string, string[]>();
  for (const line of logical) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    props.set(name, [...(props.get(name) ?? []), line.slice(colon + 1)]);
  }
  return { logical, get: (name: string) => props.get(name) ?? [] };
}

describe('booking invitations (.ics)', () => {
  it('a new booking: METHOD:REQUEST, SEQUENCE 0, UTC times, both attendees', async () => {
    const text = bookingInvite(base);
    await golden('request.ics', text);
    const ics = parse(text);
    expect(ics.get('METHOD')).toEqual(['REQUEST']);
    expect(ics.get('UID')).toEqual([base.uid]);
    expect(ics.get('SEQUENCE')).toEqual(['0']);
    expect(ics.get('DTSTART')).toEqual(['20260310T133000Z']);
    expect(ics.get('DTEND')).toEqual(['20260310T140000Z']);
    expect(ics.get('STATUS')).toEqual(['CONFIRMED']);
    expect(ics.get('SUMMARY')).toEqual([
      'Consulta gratuita: cannabis y equidad social\\, con Legacy Equity Group (Peña)',
    ]);
    expect(ics.get('ATTENDEE').map((a) => a.toLowerCase())).toEqual([
      'mailto:ada@example.com',
      'mailto:jordan@example.com',
    ]);
    expect(ics.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
  });

  it('moved: the same UID with a higher SEQUENCE, still REQUEST', () => {
    const moved = parse(
      bookingInvite({
        ...base,
        sequence: 1,
        start: new Date('2026-03-11T15:00:00Z'),
        end: new Date('2026-03-11T15:30:00Z'),
      }),
    );
    expect(moved.get('UID')).toEqual([base.uid]);
    expect(moved.get('SEQUENCE')).toEqual(['1']);
    expect(moved.get('METHOD')).toEqual(['REQUEST']);
    expect(moved.get('DTSTART')).toEqual(['20260311T150000Z']);
  });

  it('cancelled: METHOD:CANCEL and STATUS:CANCELLED under the same UID', async () => {
    const text = bookingInvite({ ...base, sequence: 2, method: 'CANCEL' });
    await golden('cancel.ics', text);
    const ics = parse(text);
    expect(ics.get('METHOD')).toEqual(['CANCEL']);
    expect(ics.get('STATUS')).toEqual(['CANCELLED']);
    expect(ics.get('SEQUENCE')).toEqual(['2']);
    expect(ics.get('UID')).toEqual([base.uid]);
  });
});
