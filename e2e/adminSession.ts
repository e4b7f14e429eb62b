import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Signed-in browser sessions for any spec, whatever order specs run in. The whole browser suite
 * shares one server and one database, and the first admin can be created only once, so every spec
 * uses these known credentials: the 'setup' project creates the admin through the UI first
 * (e2e/admin-init.setup.ts); `ensureAdmin` falls back to the API if it has not.
 */
export const E2E_ADMIN = {
  name: 'Avery Admin',
  email: 'admin@e2e.example.com',
  password: 'e2e admin passphrase',
} as const;

/** State-changing calls need the site's Origin (CSRF guard); Playwright does not send one itself. */
export function originHeaders(baseURL: string) {
  return { Origin: new URL(baseURL).origin };
}

export async function ensureAdmin(request: APIRequestContext, baseURL: string): Promise<void> {
  const res = await request.get('/api/auth/needs-init');
  expect(res.status()).toBe(200);
  if ((await res.json()).needsInit) {
    const init = await request.post('/api/auth/init', {
      data: E2E_ADMIN,
      headers: originHeaders(baseURL),
    });
    // 409: another worker won the race, which is just as good.
    expect([201, 409]).toContain(init.status());
  }
}

/** Signs the page's browser context in through the real login API (the cookie lands in the context). */
export async function signInWithApi(
  page: Page,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
    headers: originHeaders(baseURL),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<{ id: string; role: string; mustChangePassword: boolean }>;
}

/** A page in a fresh context, signed in as the e2e admin. Close the context when done. */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await ensureAdmin(page.request, baseURL);
  await signInWithApi(page, baseURL, E2E_ADMIN);
  return page;
}

/**
 * A new staff account made the way the product makes one, by an admin: POST /api/admin/users (team
 * issue) or, failing that, an access request approved with PATCH /api/admin/account-requests/:id
 * (account-requests issue). Its password was chosen by someone else, so the user must replace it at
 * first sign-in. Returns null while neither admin route exists (404), so callers can skip visibly.
 */
export async function createStaffUser(
  browser: Browser,
  baseURL: string,
  role: 'admin' | 'employee',
): Promise<{ email: string; password: string; name: string } | null> {
  const admin = await adminPage(browser, baseURL);
  const headers = originHeaders(baseURL);
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = {
    name: `E2E ${role} ${suffix}`,
    email: `${role}-${suffix}@e2e.example.com`,
    password: `temporary pass ${suffix}`,
  };
  try {
    const created = await admin.request.post('/api/admin/users', {
      data: { ...user, role },
      headers,
    });
    if (created.status() !== 404) {
      expect(created.status(), await created.text()).toBe(201);
      return user;
    }
    const list = await admin.request.get('/api/admin/account-requests');
    if (list.status() === 404) return null;
    const requested = await admin.request.post('/api/account-requests', {
      data: {
        name: user.name,
        email: user.email,
        requestedRole: role,
        reason: 'Created by the browser tests to sign in as this role.',
      },
      headers,
    });
    expect(requested.status()).toBe(201);
    const requests = (await (await admin.request.get('/api/admin/account-requests')).json()) as {
      id: string;
      email: string;
      status: string;
    }[];
    const request = requests.find((r) => r.email === user.email && r.status === 'pending');
    expect(request, 'the new access request is listed').toBeTruthy();
    const approved = await admin.request.patch(`/api/admin/account-requests/${request!.id}`, {
      data: { status: 'approved', password: user.password },
      headers,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    return user;
  } finally {
    await admin.context().close();
  }
}
