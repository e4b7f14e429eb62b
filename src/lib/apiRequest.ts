/** The machine-readable parts of an error answer (src/server/errors.ts, src/lib/apiErrorCodes.ts). */
export interface ApiErrorCodes {
  /** The error's stable code; absent when the answer was not ours (a proxy's HTML page). */
  code?: string;
  /** Each refused field's stable code. */
  fieldCodes?: Record<string, string>;
}

/**
 * The client side of every API call: cookies included, JSON bodies, and any non-OK
 * answer becomes an ApiError whose message is "{status}: {body or status text}". Staff toasts show
 * the server's own sentence (`serverMessage`) when there is one; public pages translate `code`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly serverMessage?: string;
  readonly fields?: Record<string, string>;
  readonly code?: string;
  readonly fieldCodes?: Record<string, string>;
  constructor(
    status: number,
    body: string,
    serverMessage?: string,
    fields?: Record<string, string>,
    codes: ApiErrorCodes = {},
  ) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fields = fields;
    this.code = codes.code;
    this.fieldCodes = codes.fieldCodes;
  }
}

const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : undefined;

function parseErrorBody(text: string): {
  message?: string;
  fields?: Record<string, string>;
  codes?: ApiErrorCodes;
} {
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object') {
      const { message, fields, code, fieldCodes } = json as Record<string, unknown>;
      return {
        message: typeof message === 'string' ? message : undefined,
        fields: record(fields),
        codes: {
          code: typeof code === 'string' ? code : undefined,
          fieldCodes: record(fieldCodes),
        },
      };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): the raw text is still in the error message.
  }
  return {};
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  const { message, fields, codes } = parseErrorBody(text);
  throw new ApiError(res.status, text, message, fields, codes);
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** The sentence to show a person: the server's message, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
