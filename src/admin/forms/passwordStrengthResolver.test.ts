import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from '../../lib/forms/lazyResolver.ts';
import type { InitInput } from '../../lib/schemas/auth.ts';
import { withPasswordStrength } from './passwordStrengthResolver.ts';

// The init form's own validation (schema + strength), as InitPage builds it. Issue 13, item 5: the
// forms refuse the same guessable passwords as the API, before anything is sent.
const validation = withPasswordStrength(
  lazyZodResolver<InitInput>(() => import('../../lib/schemas/auth.ts').then((m) => m.initSchema)),
  'password',
  (values) => values,
);
const person = { name: 'Maya Lopez', email: 'maya.lopez@example.com' };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<InitInput>
>[2];
const resolve = (password: string) => validation.resolver({ ...person, password }, {}, options);

describe('admin forms: password strength', () => {
  for (const password of [
    ' '.repeat(8),
    'aaaaaaaa',
    'qwertyqwerty',
    'Password2023',
    'maya.lopez',
  ]) {
    it(`refuses ${JSON.stringify(password)} with a message that says what to do`, async () => {
      const result = await resolve(password);
      expect(result.values).toEqual({});
      expect(result.errors.password?.message).toMatch(
        /^This password is too easy to guess\. .+ A few unrelated words make a strong one\.$/,
      );
    });
  }

  it('lets a passphrase through, and keeps the schema’s own message first', async () => {
    const ok = await resolve('maya admin passphrase');
    expect(ok.errors).toEqual({});
    const short = await resolve('short');
    expect(short.errors.password?.message).toBe('Password must be at least 8 characters');
  });
});
