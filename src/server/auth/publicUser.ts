import type { AdminUser } from '../../../db/schema.ts';

/** A user as the API may show it: every field but the password hash (security.md item 35). */
export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: AdminUser['role'];
  createdAt: Date;
  lastLoginAt: Date | null;
  mustChangePassword: boolean;
}

export function toPublicUser(user: AdminUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    mustChangePassword: user.mustChangePassword,
  };
}

/** The columns to select when answering with users, so a hash is never even read into memory. */
export const publicUserColumns = {
  id: true,
  email: true,
  name: true,
  role: true,
  createdAt: true,
  lastLoginAt: true,
  mustChangePassword: true,
} as const;
