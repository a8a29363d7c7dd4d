/**
 * Whose cart, wishlist, addresses or orders a shopping call acts on (docs/api.md §1 identity): the signed-in user
 * when the `user_slug` / `{user}` / `email` it names is their own, anyone an admin names, otherwise 403 before
 * anything is read or changed; 401 without a session. Shared by every shopping module's routes.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema/index.ts';
import { requireSelfOrAdmin, requireUser, type SessionUser, sessionUserOf } from '../plugins/session.ts';
import { NotFoundError } from './http-errors.ts';

export type Shopper = SessionUser;

function names(user: SessionUser, named: string): boolean {
  return named === user.slug || named.toLowerCase() === user.email.toLowerCase();
}

/**
 * The user a call acts on. `named` undefined means "the signed-in user". An admin naming someone else gets
 * that user (404 when there is none).
 */
export async function shopperFor(request: FastifyRequest, named: string | undefined): Promise<Shopper> {
  if (named === undefined) return requireUser(request);
  const viewer = await requireSelfOrAdmin(request, named);
  if (names(viewer, named.trim())) return viewer;
  const target = named.trim();
  const [row] = await request.server.db
    .select()
    .from(users)
    .where(or(eq(users.slug, target), sql`lower(${users.email}) = lower(${target})`))
    .limit(1);
  if (!row) throw new NotFoundError(`User ${target} not found`, 'user_not_found');
  return sessionUserOf(row);
}

/**
 * `preValidation` hook: a visitor gets 401 before the body is even validated, so "sign in first" wins over
 * any complaint about the payload.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/** OpenAPI `security` of every call that needs a session (cookie or bearer token). */
export const sessionSecurity: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
