import { describe, expect, it } from 'vitest';
import { headerSafe } from './outbox.ts';

describe('headerSafe', () => {
  it('removes CR/LF so input can never add mail headers', () => {
    expect(headerSafe('New lead: Ada\r\nBcc: victim@example.com')).toBe(
      'New lead: Ada Bcc: victim@example.com',
    );
    expect(headerSafe('a@b.com\n')).toBe('a@b.com');
  });
});
