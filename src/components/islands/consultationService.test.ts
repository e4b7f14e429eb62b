import { consultationText } from './consultationText.ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  offersEquityCheckbox,
  serviceFromQuery,
  submitLabel,
  trackConsultationRequest,
} from './consultationService.ts';

describe('serviceFromQuery', () => {
  it.each([
    ['', 'Cannabis/Social Equity'],
    ['?service=Real%20Estate', 'Real Estate'],
    ['?service=Cannabis%2FSocial%20Equity', 'Cannabis/Social Equity'],
    ['?service=clean%20energy', 'Clean Energy'],
    ['?service=cannabis', 'Cannabis/Social Equity'],
    ['?service=real-estate', 'Real Estate'],
    ['?service=marketing', 'Marketing'],
    ['?service=clean-energy', 'Clean Energy'],
    ['?service=multiple', 'Multiple Services'],
    ['?service=MULTIPLE_SERVICES', 'Multiple Services'],
    ['?service=unknown', 'Cannabis/Social Equity'],
    ['?service=%3Cscript%3E', 'Cannabis/Social Equity'],
  ])('%s → %s', (search, expected) => {
    expect(serviceFromQuery(search)).toBe(expected);
  });
});

describe('form rules', () => {
  it('offers the equity checkbox only for cannabis and multiple services', () => {
    expect(offersEquityCheckbox('Cannabis/Social Equity')).toBe(true);
    expect(offersEquityCheckbox('Multiple Services')).toBe(true);
    expect(offersEquityCheckbox('Real Estate')).toBe(false);
    expect(offersEquityCheckbox('Marketing')).toBe(false);
    expect(offersEquityCheckbox('Clean Energy')).toBe(false);
  });

  it('labels the submit button as required', () => {
    expect(submitLabel(consultationText.en, { pending: false, equity: false })).toBe(
      'Request Consultation',
    );
    expect(submitLabel(consultationText.en, { pending: false, equity: true })).toBe(
      'Request Free Equity Consultation',
    );
    expect(submitLabel(consultationText.en, { pending: true, equity: true })).toBe('Submitting...');
  });
});

describe('trackConsultationRequest', () => {
  const g = globalThis as { window?: unknown };
  afterEach(() => {
    delete g.window;
  });

  it('sends the conversion event through gtag when it exists', () => {
    const calls: unknown[][] = [];
    g.window = { gtag: (...args: unknown[]) => calls.push(args) };
    trackConsultationRequest('Multiple Services', true);
    trackConsultationRequest('Marketing', false);
    expect(calls).toEqual([
      [
        'event',
        'consultation_request',
        { event_category: 'Form Submission', event_label: 'Multiple Services', value: 1 },
      ],
      [
        'event',
        'consultation_request',
        { event_category: 'Form Submission', event_label: 'Marketing', value: 0 },
      ],
    ]);
  });

  it('does nothing (and does not throw) without gtag', () => {
    g.window = {};
    expect(() => trackConsultationRequest('Marketing', false)).not.toThrow();
  });
});
