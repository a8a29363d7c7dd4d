import type { UserRole } from '../db/schema/statuses.ts';

/** Who a request's session belongs to, as every plugin and route reads it. */
export interface SessionUser {
  /** better-auth's user id (internal; URLs and bodies use `slug`). */
  id: string;
  slug: string;
  email: string;
  role: UserRole;
  fullName: string;
  displayName: string | null;
  phone: string | null;
  avatar: string | null;
  status: 'active' | 'inactive';
}
