import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { consultationPayload } from '../src/server/testing/consultationPayload.ts';
import { originHeaders } from './adminSession.ts';

/**
 * Leads for browser tests, created the way visitors create them: POST /api/consultations (the
 * contact form's call). Each lead comes from its own client IP (the e2e server trusts
 * x-e2e-client-ip, see playwright.config.ts) so the per-IP limit never interferes, and reports
 * its fill time so the anti-bot check lets it through. Then staff changes go through the PATCH API.
 */
export interface SeedLead {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  serviceType: string;
  isSocialEquityApplicant?: boolean;
  message: string;
  /** The language of the page the visitor wrote from. */
  locale?: 'en' | 'es';
  /** Set afterwards through the staff API, as a colleague would. */
  status?: string;
}

/** A random address in 10/8 for each lead: collisions across workers are vanishingly rare. */
function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Creates the leads and returns their ids in order; fails clearly if the public route is missing. */
export async function seedLeads(
  request: APIRequestContext,
  baseURL: string,
  leads: readonly SeedLead[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const { status, ...lead } of leads) {
    const res = await request.post('/api/consultations', {
      data: consultationPayload({
        phone: undefined,
        company: undefined,
        isSocialEquityApplicant: false,
        ...lead,
      }),
      headers: { ...originHeaders(baseURL), 'x-e2e-client-ip': uniqueIp() },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    ids.push(id);
    if (status && status !== 'new') {
      const patch = await request.patch(`/api/admin/consultations/${id}`, {
        data: { status },
        headers: originHeaders(baseURL),
      });
      expect(patch.status(), await patch.text()).toBe(200);
    }
  }
  return ids;
}
