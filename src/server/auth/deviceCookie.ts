import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from '../types.ts';
import { authCookieOptions } from './cookieOptions.ts';
import { isUuid } from '../validate.ts';

/**
 * "This browser has signed in to this account before": a signed token (HS256, our own audience)
 * set at every successful sign-in and read only by the sign-in route, which then counts this
 * browser's failures in a bucket of its own (auth/throttle.ts). It grants nothing else: it is not
 * a session and holds no secret beyond its signature. Renewed at each sign-in, kept on sign-out.
 */
export const DEVICE_COOKIE = 'staff_device';
export const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;
const DEVICE_AUDIENCE = 'staff-device';
const ALGORITHM = 'HS256';

export interface Device {
  userId: string;
  deviceId: string;
}

async function signDevice(config: AppConfig, device: Device): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(device.userId)
    .setJti(device.deviceId)
    .setIssuer(config.siteUrl)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(config.jwtSecret);
}

/** The device id when the request carries a valid device cookie for this account, else null. */
export async function readDevice(c: Context<AppEnv>, userId: string): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token) return null;
  const config = c.get('config');
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: [ALGORITHM],
      issuer: config.siteUrl,
      audience: DEVICE_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    if (payload.sub !== userId || !isUuid(payload.jti ?? '')) return null;
    return payload.jti ?? null;
  } catch {
    return null;
  }
}

/** After a successful sign-in: keeps the browser's device id, or gives it one. */
export async function setDeviceCookie(
  c: Context<AppEnv>,
  userId: string,
  deviceId: string = randomUUID(),
) {
  const config = c.get('config');
  const token = await signDevice(config, { userId, deviceId });
  setCookie(c, DEVICE_COOKIE, token, {
    ...authCookieOptions(config),
    // Only the sign-in route reads it; no other request needs to carry it.
    path: '/api/auth',
    sameSite: 'Strict',
    maxAge: DEVICE_TTL_SECONDS,
  });
}
