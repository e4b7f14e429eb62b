import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONSULTATION_LIMITS, consultationFormSchema } from '../../lib/schemas/consultation.ts';
import { consultationText, promiseIn } from './consultationText.ts';
import { localizedMessage } from './publicForm/localizedMessage.ts';

/** Every message the shared schema can give, collected by feeding it each kind of bad value. */
function schemaMessages(): string[] {
  const long = (n: number) => 'x'.repeat(n + 1);
  const bad = [
    { name: '', email: 'nope', serviceType: 'Other', message: '' },
    {
      name: long(CONSULTATION_LIMITS.name),
      email: `${long(CONSULTATION_LIMITS.email)}@example.com`,
      phone: long(CONSULTATION_LIMITS.phone),
      company: long(CONSULTATION_LIMITS.company),
      serviceType: 'Marketing',
      message: long(CONSULTATION_LIMITS.message),
    },
  ];
  return bad.flatMap((input) => {
    const result = z.safeParse(consultationFormSchema, input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('consultation form text', () => {
  it('has the same fields in both languages', () => {
    expect(Object.keys(consultationText.es).sort()).toEqual(
      Object.keys(consultationText.en).sort(),
    );
  });

  it('shows every validation message of the shared schema in Spanish', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(8);
    for (const message of messages) {
      expect(consultationText.es.messages, message).toHaveProperty([message]);
    }
  });

  it('leaves English messages as written; a Spanish page never shows an unknown English one', () => {
    expect(localizedMessage(consultationText.en, 'Please enter a valid email address')).toBe(
      'Please enter a valid email address',
    );
    expect(localizedMessage(consultationText.es, 'Please enter a valid email address')).toBe(
      'Escriba un correo electrónico válido',
    );
    expect(localizedMessage(consultationText.en, 'Something new')).toBe('Something new');
    expect(localizedMessage(consultationText.es, 'Something new')).toBe(
      consultationText.es.failedFallback,
    );
  });

  it('writes the response promises with the same figures', () => {
    expect(promiseIn('es', '24-48 hours')).toBe('24 a 48 horas');
    expect(promiseIn('es', '24 hours')).toBe('24 horas');
    expect(promiseIn('en', '24-48 hours')).toBe('24-48 hours');
  });
});
