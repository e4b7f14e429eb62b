import { consultationPayload } from './consultationPayload.ts';
import type { TestApp } from './testApp.ts';

/** A request a person could have sent through the form (after the minimum fill time). */
export function validConsultation(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return consultationPayload(overrides);
}

let ipCounter = 0;
/** A fresh documentation-range IP per call, so the per-IP limit stays out of the way. */
export function freshIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export function postConsultation(t: TestApp, json: unknown, ip = freshIp()) {
  return t.request('/api/consultations', { method: 'POST', json, ip });
}
