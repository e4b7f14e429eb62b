/**
 * Structured one-line JSON logs (UTC timestamps). Callers pass facts, never secrets: the helper drops
 * keys that look like credentials as a second line of defence.
 */
type Level = 'info' | 'warn' | 'error';

const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|hash/i;
const silent = () => process.env.LOG_LEVEL === 'silent';

// A bcrypt hash anywhere in a value (e.g. quoted in an error) is cut out as well.
const BCRYPT_HASH = /\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}/g;

function scrub(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? value.replace(BCRYPT_HASH, '[bcrypt hash]') : value,
      ]),
  );
}

function write(level: Level, event: string, data: Record<string, unknown> = {}): void {
  if (silent()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...scrub(data) });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const log = {
  info: (event: string, data?: Record<string, unknown>) => write('info', event, data),
  warn: (event: string, data?: Record<string, unknown>) => write('warn', event, data),
  error: (event: string, data?: Record<string, unknown>) => write('error', event, data),
};
