/**
 * The account calls of docs/api.md "Users and sellers" that the shop owns: register, login, logout, the private
 * profile and its update, plus resending the verification mail and the list of sign-in providers.
 * Passwords, sessions and mails are better-auth's (`app.auth.api`); these routes add the contract's
 * answers, the specification's messages (product rules §8) and the abuse limits.
 */
import { messages } from '@shop/shared/messages';
import { passwordProblem } from '@shop/shared/password-policy';
import { expiredCookie } from '@shop/shared/session-cookies';
import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { sessionSecurity } from '../../kernel/access.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../kernel/http-errors.ts';
import { messageResponse } from '../../kernel/route-schemas.ts';
import {
  authHeadersOf,
  callAuthHandler,
  enabledSocialProviders,
  finaliseCookies,
  fromAuthError,
  isSecureContext,
} from '../../plugins/auth.ts';
import { verifyAgainstDummy } from '../../plugins/password-hashing.ts';
import { ACCESS_TOKEN_COOKIE, requireSelfOrAdmin, USER_SLUG_COOKIE } from '../../plugins/session.ts';
import {
  findUserByEmail,
  findUserBySlug,
  type ProfileChanges,
  updateUserProfile,
} from './users.repository.ts';
import {
  addressOf,
  errorResponse,
  loginBody,
  loginResponse,
  registerBody,
  registerResponse,
  toUserResponse,
  updateProfileBody,
  updateProfileResponse,
  userResponse,
} from './users.schemas.ts';

/** Where the verification link lands after better-auth verified the token (apps/web verify-email page). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

const emailFormat = z.email();

/** The trimmed e-mail, or 400 `Invalid Email` (product rules §8). */
function validEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!email || !emailFormat.safeParse(email).success)
    throw new BadRequestError(messages.invalidEmail, 'invalid_email');
  return email.toLowerCase();
}

function appendCookies(reply: FastifyReply, lines: string[]) {
  if (lines.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const current =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...current, ...lines]);
}

const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

export async function usersRoutes(app: FastifyInstance, options: { env: Env }) {
  const { env } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/users/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (email + password) and send the verification mail',
        body: registerBody,
        response: { 201: registerResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.abuseLimits.check(
        request,
        reply,
        'sign-up',
        typeof body.email === 'string' ? body.email : null,
      );
      if (body.role !== undefined && body.role !== 'buyer') {
        throw new ForbiddenError('A role cannot be chosen when signing up', 'role_not_allowed');
      }
      const email = validEmail(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      const problem = passwordProblem(password);
      if (problem) throw new BadRequestError(problem, 'weak_password');
      if (await findUserByEmail(app.db, email))
        throw new ConflictError(messages.emailAlreadyExists, 'email_exists');

      const displayName = body.displayName ? body.displayName : undefined;
      const result = await callAuthHandler<{ user: { id: string } }>(app, request, env, '/sign-up/email', {
        name: body.fullName,
        email,
        password,
        fullName: body.fullName,
        ...(displayName ? { displayName } : {}),
        callbackURL: VERIFY_EMAIL_PAGE,
      });
      const created = await findUserByEmail(app.db, email);
      if (!created || created.id !== result.body.user.id) {
        // better-auth answers a duplicate sign-up with a look-alike user (enumeration protection).
        throw new ConflictError(messages.emailAlreadyExists, 'email_exists');
      }
      return reply.code(201).send({ slug: created.slug, email: created.email, fullName: created.fullName });
    },
  );

  api.post(
    '/api/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with e-mail and password; sets the access_token and user_slug cookies',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.abuseLimits.check(
        request,
        reply,
        'sign-in',
        typeof body.email === 'string' ? body.email : null,
      );
      const email = validEmail(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      const user = await findUserByEmail(app.db, email);
      if (!user || !password) {
        // A password check's worth of work either way: the time to answer must not tell whether the
        // e-mail has an account (the words may, as the specification wants).
        await verifyAgainstDummy(password);
        if (!user) throw new UnauthorizedError(messages.notRegistered, 'not_registered');
        throw new UnauthorizedError(messages.wrongPassword, 'wrong_password');
      }

      const signedIn = await app.auth.api
        .signInEmail({
          body: { email, password, rememberMe: true },
          headers: authHeadersOf(request),
          returnHeaders: true,
        })
        .catch((error: unknown) => {
          if (error instanceof APIError) {
            const code = (error.body as { code?: string } | undefined)?.code;
            if (code === 'INVALID_EMAIL_OR_PASSWORD') {
              throw new UnauthorizedError(messages.wrongPassword, 'wrong_password');
            }
            if (code === 'EMAIL_NOT_VERIFIED')
              throw new ForbiddenError(messages.verifyEmailFirst, 'email_not_verified');
            if (code === 'ACCOUNT_INACTIVE')
              throw new ForbiddenError('This account is deactivated', 'account_inactive');
          }
          throw fromAuthError(error, '/sign-in/email');
        });
      appendCookies(reply, finaliseCookies(request, env, signedIn.headers.getSetCookie()));
      reply.header('cache-control', 'no-store');
      return {
        slug: user.slug,
        access_token: signedIn.response.token,
        userId: user.id,
        role: user.role,
        email: user.email,
        avatar: user.image,
        fullName: user.fullName,
        displayName: user.displayName,
        phone: user.phone,
        address: addressOf(user),
      };
    },
  );

  api.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'End the session on the server and clear both session cookies',
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      let lines: string[] = [];
      try {
        const result = await app.auth.api.signOut({ headers: authHeadersOf(request), returnHeaders: true });
        lines = result.headers.getSetCookie();
      } catch (error) {
        // Signing out never fails for the shopper: the cookies are cleared below in any case.
        request.log.info({ err: error }, 'sign-out without a live session');
      }
      const secure = isSecureContext(request, env);
      const clears = (name: string) => lines.some((line) => line.trimStart().startsWith(`${name}=`));
      if (!clears(ACCESS_TOKEN_COOKIE))
        lines.push(expiredCookie(ACCESS_TOKEN_COOKIE, { httpOnly: true, secure }));
      if (!clears(USER_SLUG_COOKIE)) lines.push(expiredCookie(USER_SLUG_COOKIE, { httpOnly: false, secure }));
      appendCookies(reply, finaliseCookies(request, env, lines));
      reply.header('cache-control', 'no-store');
      return { message: 'Signed out' };
    },
  );

  api.post(
    '/api/users/resend-verification',
    {
      schema: {
        tags: ['users'],
        summary: 'Send the e-mail verification link again',
        body: z.looseObject({ email: z.string().optional() }),
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const raw = request.body.email;
      await app.abuseLimits.check(
        request,
        reply,
        'verification-resend',
        typeof raw === 'string' ? raw : null,
      );
      const email = validEmail(raw);
      const user = await findUserByEmail(app.db, email);
      if (user && !user.emailVerified && user.status === 'active') {
        await callAuthHandler(app, request, env, '/send-verification-email', {
          email,
          callbackURL: VERIFY_EMAIL_PAGE,
        });
      }
      // The same answer whether or not the address has an unverified account.
      return {
        message: 'If this e-mail belongs to an account waiting for verification, a new link is on its way.',
      };
    },
  );

  api.get(
    '/api/users/auth-providers',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign-in methods available on this shop (social buttons show only when configured)',
        response: {
          200: z.object({ emailPassword: z.boolean(), social: z.array(z.enum(['google', 'facebook'])) }),
        },
      },
    },
    async () => ({ emailPassword: true, social: enabledSocialProviders(env) }),
  );

  api.get(
    '/api/users/private/:slug',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s own full profile (admins may read anyone’s)',
        security: sessionSecurity,
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: userResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requireSelfOrAdmin(request, request.params.slug);
      const user = await findUserBySlug(app.db, request.params.slug);
      if (!user) throw new NotFoundError('User not found', 'user_not_found');
      reply.header('cache-control', 'private, no-store');
      return toUserResponse(user);
    },
  );

  api.patch(
    '/api/users/update-profile-info',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the own profile (name, display name, avatar URL, phone, address)',
        security: sessionSecurity,
        querystring: z.object({ email: z.string().optional() }),
        body: updateProfileBody,
        response: { 200: updateProfileResponse, ...errorResponses },
      },
    },
    async (request) => {
      const named = request.query.email?.trim() ?? '';
      const actor = await requireSelfOrAdmin(request, named);
      const target = named ? await findUserByEmail(app.db, named) : undefined;
      if (!target) {
        if (actor.role === 'admin') throw new NotFoundError('User not found', 'user_not_found');
        throw new BadRequestError(messages.invalidEmail, 'invalid_email');
      }
      const body = request.body;
      const changes: ProfileChanges = {};
      const fullName = body.fullName ?? body.name;
      if (fullName !== undefined) {
        changes.fullName = fullName;
        changes.name = fullName;
      }
      if (body.displayName !== undefined) changes.displayName = body.displayName;
      if (body.avatar !== undefined) changes.image = body.avatar;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.country !== undefined) changes.country = body.country;
      if (body.state !== undefined) changes.state = body.state;
      if (body.city !== undefined) changes.city = body.city;
      if (body.address !== undefined) changes.address = body.address;
      const updated =
        Object.keys(changes).length > 0 ? await updateUserProfile(app.db, target.id, changes) : target;
      return { ...toUserResponse(updated), message: messages.profileUpdated };
    },
  );
}
