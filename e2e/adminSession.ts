import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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
 * A new employee (or admin) account, made the way the product makes one: an admin creates it with
 * POST /api/admin/users, then the new member replaces the temporary password (unless the caller wants to
 * walk that step in the UI: `keepTemporaryPassword`). Returns its credentials.
 */
export async function createStaffMember(
  _browser: Browser,
  baseURL: string,
  role: 'admin' | 'employee',
  { keepTemporaryPassword = false } = {},
): Promise<{ email: string; password: string; name: string }> {
  // API calls only: a request context each (its own cookies), no browser context or page to open.
  const admin = await request.newContext({ baseURL });
  const suffix = Math.random().toString(36).slice(2, 8);
  const member = {
    name: `E2E ${role} ${suffix}`,
    email: `${role}-${suffix}@e2e.example.com`,
    password: `temporary pass ${suffix}`,
  };
  try {
    await ensureAdmin(admin, baseURL);
    const login = await admin.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: originHeaders(baseURL),
    });
    expect(login.status(), await login.text()).toBe(200);
    const res = await admin.post('/api/admin/users', {
      data: { ...member, role },
      headers: originHeaders(baseURL),
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  if (keepTemporaryPassword) return member;

  // A password set by someone else must be replaced first; do it through the API.
  const self = await request.newContext({ baseURL });
  try {
    const login = await self.post('/api/auth/login', {
      data: { email: member.email, password: member.password },
      headers: originHeaders(baseURL),
    });
    expect(login.status(), await login.text()).toBe(200);
    const me = (await login.json()) as { mustChangePassword: boolean };
    if (!me.mustChangePassword) return member;
    const password = `own passphrase ${suffix}`;
    const changed = await self.post('/api/auth/change-password', {
      data: { currentPassword: member.password, newPassword: password },
      headers: originHeaders(baseURL),
    });
    expect(changed.status()).toBe(200);
    return { ...member, password };
  } finally {
    await self.dispose();
  }
}
