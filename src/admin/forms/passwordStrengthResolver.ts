import type { FieldErrors, FieldValues, Path, Resolver, ResolverResult } from 'react-hook-form';
import type { PasswordOwner } from '../../lib/passwordStrength.ts';

interface LazyResolver<Values extends FieldValues, Output> {
  resolver: Resolver<Values, unknown, Output>;
  preload: () => void;
}

const loadRule = () => import('../../lib/passwordStrength.ts');

/**
 * Adds the shared password-strength rule (src/lib/passwordStrength.ts, the one the API applies) to
 * a form's lazy resolver: once the schema accepts the password field, the estimator judges it
 * against the person's name and email and the field gets the same sentence the API would answer.
 * The estimator and its dictionaries download on preload(), when a form that sets a password
 * opens: never with the admin's first screen, never on the public site.
 */
export function withPasswordStrength<Values extends FieldValues, Output>(
  base: LazyResolver<Values, Output>,
  field: Path<Values>,
  /** Whose password it is: from the form's values, or from useForm's `context` (the signed-in user). */
  owner: (values: Values, context: unknown) => PasswordOwner,
): LazyResolver<Values, Output> {
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const [result, rule] = await Promise.all([base.resolver(values, context, options), loadRule()]);
    const errors = result.errors as Record<string, unknown>;
    if (errors[field]) return result;
    const weakness = await rule.passwordWeakness(
      String(values[field] ?? ''),
      owner(values, context),
    );
    if (!weakness) return result;
    return {
      values: {},
      errors: { ...errors, [field]: { type: 'weak', message: weakness } } as FieldErrors<Values>,
    } as ResolverResult<Values, Output>;
  };
  return {
    resolver,
    preload: () => {
      base.preload();
      void loadRule().then((rule) => rule.preloadPasswordStrength());
    },
  };
}
