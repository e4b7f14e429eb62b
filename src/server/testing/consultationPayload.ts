/**
 * The body of POST /api/consultations as the contact form sends it: a valid request, the empty
 * honeypot and a fill time well past the minimum, so the anti-bot checks let it through. The one
 * copy the API tests, the browser tests' seeding, the bench burst and verify:netlify start from.
 * Overrides are loose on purpose: tests also send what the form never would.
 */
export function consultationPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(413) 555-0100',
    company: 'Analytical Engines LLC',
    serviceType: 'Cannabis/Social Equity',
    isSocialEquityApplicant: true,
    message: 'I am applying for a social equity license in Holyoke and need help.',
    website: '',
    elapsedMs: 12_000,
    ...overrides,
  };
}
