/**
 * Who may call `/api/admin/*`: admins only. `adminOnly` is the `onRequest` hook of the admin plugin's
 * context (admin.routes.ts): it runs before the body is parsed, answers 401 to a visitor and 403 to anyone
 * but an admin, and remembers the admin for the handlers (`adminOf`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { linkOriginOf } from '../../plugins/link-origin.ts';
import { requireRole, type SessionUser } from '../../plugins/session.ts';

export const adminTags = ['admin'];
export const adminSecurity: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const admins = new WeakMap<FastifyRequest, SessionUser>();

export async function adminOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  admins.set(request, await requireRole(request, 'admin'));
  reply.header('cache-control', 'private, no-store');
}

/** The admin making this request (set by `adminOnly`). */
export function adminOf(request: FastifyRequest): SessionUser {
  const admin = admins.get(request);
  if (!admin) throw new Error('admin context missing: the onRequest hook did not run');
  return admin;
}

/**
 * Absolute origin for links in the decision e-mails: the link origin of plugins/link-origin.ts. Without one
 * (PUBLIC_URL unset, a host that is not allowed) the admin's own request names it: only a signed-in admin
 * makes these requests, from a browser that names the shop, and the links carry no secret.
 */
export function siteUrlOf(request: FastifyRequest, env: Env): string {
  return linkOriginOf(request, env) ?? `${request.protocol}://${request.host}`;
}
