import { describe, expect, it } from 'vitest';
import {
  accountApprovedEmail,
  accountRejectedEmail,
  SCRUBBED_PASSWORD,
  scrubDeliveredSecrets,
} from './accountReviewEmails.ts';
import { shippedFacts } from '../../lib/publishedFacts.ts';

const requester = {
  id: '5f0c6d52-7c1e-4d8a-9a55-6f3f0b1e2a10',
  name: 'Ada',
  email: 'ada@example.com',
};
const expires = new Date('2026-11-28T02:00:00Z');

const asRow = (mail: ReturnType<typeof accountApprovedEmail>) => ({
  kind: mail.kind,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
});

describe('account review emails', () => {
  it('scrubs the whole temporary password, even one that looks like the template', () => {
    const passwords = [
      'plain temp pass 1',
      'Temporary password:\nsneaky',
      'x\n\nThis password expires after 7 days y',
      '  spaces around  ',
    ];
    for (const password of passwords) {
      const mail = accountApprovedEmail(requester, password, 'https://site.example', expires);
      expect(mail.text).toContain(password);
      const scrubbed = scrubDeliveredSecrets(asRow(mail));
      expect(scrubbed, password).not.toBeNull();
      expect(scrubbed!.textBody, password).not.toContain(password.trim());
      expect(scrubbed!.textBody).toContain(SCRUBBED_PASSWORD);
      expect(scrubbed!.textBody).toContain('https://site.example/admin/login');
      expect(scrubbed!.htmlBody).toBeNull();
      // Scrubbing twice changes nothing more.
      expect(scrubDeliveredSecrets({ ...asRow(mail), textBody: scrubbed!.textBody })).toEqual(
        scrubbed,
      );
    }
  });

  it('drops a body that is not the approval template rather than keep a secret', () => {
    const scrubbed = scrubDeliveredSecrets({
      kind: 'account_approved',
      textBody: 'edited by hand: secret123',
      htmlBody: '<p>secret123</p>',
    });
    expect(scrubbed).toEqual({ textBody: SCRUBBED_PASSWORD, htmlBody: null });
  });

  it('leaves other mail alone and mentions a rejection reason only when given', () => {
    const withReason = accountRejectedEmail(requester, 'Staff only.', shippedFacts);
    expect(withReason.text).toContain('Staff only.');
    expect(scrubDeliveredSecrets(asRow(withReason))).toBeNull();
    expect(accountRejectedEmail(requester, null, shippedFacts).text).not.toContain('Reason given');
  });
});
