/**
 * What an unexpected error may put in the log. A database error's message and
 * detail carry the query's parameters or the failing row (a visitor's personal data, a bcrypt hash),
 * so for those only the SQLSTATE code and the names of the table, column and constraint are kept.
 * Other errors keep their first message line; stacks keep their frames, never their message lines.
 */
interface DatabaseErrorFields {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function databaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const fields = current as DatabaseErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

const isQueryError = (error: unknown) =>
  typeof error === 'object' && error !== null && ('params' in error || 'query' in error);

function frames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

export function describeError(error: unknown): Record<string, unknown> {
  const name = error instanceof Error ? error.name : typeof error;
  const stack = error instanceof Error ? frames(error.stack) : undefined;
  const db = databaseError(error);
  if (db || isQueryError(error)) {
    const { code, table, column, constraint, routine } = db ?? {};
    return { error: `${name}: database error`, code, table, column, constraint, routine, stack };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { error: `${name}: ${message.split('\n')[0]?.slice(0, 200)}`, stack };
}
