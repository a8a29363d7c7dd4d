/**
 * better-auth on Fastify (docs/architecture.md §2): e-mail + password with required verification, password reset and
 * change (other sessions revoked), Google and Facebook when configured. Its handler answers `/api/auth/*`;
 * the shop's own account routes (modules/users) call `app.auth.api` directly.
 *
 * Identity contract (docs/api.md §1, product rules §10): better-auth's session cookie is named `access_token`
 * (HttpOnly, SameSite=Lax, path /, Secure behind HTTPS) and holds the signed session token; the bare token
 * (the login answer's `access_token`) works as `Authorization: Bearer <token>` through the bearer plugin.
 * Whenever a session starts, a readable `user_slug` cookie (path /) is set beside it; whenever the token
 * cookie is removed, `user_slug` goes too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { messages } from '@shop/shared/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@shop/shared/password-policy';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { bearer, genericOAuth, oauthPopup } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { AppError } from '../kernel/http-errors.ts';
import { toWebRequest, webHeadersOf } from '../lib/web-request.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { passwordResetMail, verificationMail } from '../modules/mail/mail.templates.ts';
import { claimGuestOrders } from '../modules/orders/orders.service.ts';
import { AUTH_BASE_PATH, authEndpointTable } from './auth-endpoints.ts';
import { authGate } from './auth-gate.ts';
import { errorBody } from './errors.ts';
import { isLinkOrigin, linkOriginOf, linkOriginWarning } from './link-origin.ts';
import { passwordHasher, warmDummyHash } from './password-hashing.ts';
import { ACCESS_TOKEN_COOKIE, USER_SLUG_COOKIE } from './session.ts';
import type { SessionRules } from './session-token.ts';

export { AUTH_BASE_PATH };

const SESSION_SECONDS = 60 * 60 * 24 * 7;
const SESSION_REFRESH_SECONDS = 60 * 60 * 24;

export type SocialProviderId = 'google' | 'facebook';

/** Providers whose id and secret are both configured; the sign-in buttons show only these. */
export function enabledSocialProviders(env: Env): SocialProviderId[] {
  const enabled: SocialProviderId[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) enabled.push('google');
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) enabled.push('facebook');
  return enabled;
}

let testSecret: string | undefined;

/**
 * AUTH_SECRET when set (required with REDIS_URL, see env.ts). Otherwise tests get a per-process random
 * secret, and a single instance generates one once and keeps it in DATA_DIR/auth-secret (mode 0600), so
 * `npm start` works with no set-up and sessions survive restarts.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'test') {
    testSecret ??= randomBytes(32).toString('base64url');
    return testSecret;
  }
  const file = path.join(path.resolve(env.DATA_DIR), 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** better-auth's secondary storage over Redis: sessions (and their revocation) shared by every instance. */
export function redisSecondaryStorage(
  redis: Redis,
  prefix: string,
): NonNullable<BetterAuthOptions['secondaryStorage']> {
  const key = (name: string) => `${prefix}auth:${name}`;
  return {
    get: (name) => redis.get(key(name)),
    getAndDelete: (name) => redis.getdel(key(name)),
    async increment(name, ttl) {
      const value = await redis.eval(
        "local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return v",
        1,
        key(name),
        String(Math.max(1, Math.ceil(ttl))),
      );
      return Number(value);
    },
    async set(name, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(name), value, 'EX', Math.ceil(ttl));
      else await redis.set(key(name), value);
    },
    async delete(name) {
      await redis.del(key(name));
    },
  };
}

/** A readable, unique public slug: `ada-lovelace-x7k2q9`. */
export function newUserSlug(name: string | null | undefined): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 6);
  return `${base || 'user'}-${suffix || randomUUID().slice(0, 6)}`;
}

/**
 * Where a provider's OAuth endpoints live instead of Google's or Facebook's own, e.g. a local OIDC server
 * in tests (`oauth2-mock-server`). Such a provider is configured through better-auth's generic OAuth
 * plugin under the same id, so the popup, callback, account linking and cookies are the same code paths.
 */
export interface SocialProviderEndpoints {
  /** OIDC discovery document; enough on its own. */
  discoveryUrl?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}

export type SocialEndpointOverrides = Partial<Record<SocialProviderId, SocialProviderEndpoints>>;

export interface CreateAuthOptions {
  env: Env;
  db: Database;
  mailer: Mailer;
  secret: string;
  redis?: Redis | null;
  redisKeyPrefix?: string;
  log?: FastifyBaseLogger;
  socialEndpoints?: SocialEndpointOverrides;
}

function publicOrigin(env: Env): string | undefined {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;
}

export function createAuth(options: CreateAuthOptions) {
  const { env, db, mailer } = options;
  const secureByConfig = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const social = enabledSocialProviders(env);
  const overridden = (id: SocialProviderId) => social.includes(id) && Boolean(options.socialEndpoints?.[id]);
  const builtIn = (id: SocialProviderId) => social.includes(id) && !overridden(id);
  const credentials: Record<SocialProviderId, { clientId: string; clientSecret: string }> = {
    google: { clientId: env.GOOGLE_CLIENT_ID ?? '', clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' },
    facebook: { clientId: env.FACEBOOK_CLIENT_ID ?? '', clientSecret: env.FACEBOOK_CLIENT_SECRET ?? '' },
  };
  const genericProviders = social.filter(overridden).map((id) => ({
    providerId: id,
    ...credentials[id],
    ...options.socialEndpoints?.[id],
    scopes: id === 'google' ? ['openid', 'email', 'profile'] : ['email', 'public_profile'],
    pkce: true,
  }));
  const log = options.log;
  /**
   * The last check before a mail with a link goes out: its origin must be one the configuration allows
   * (plugins/link-origin.ts). Refused quietly for the caller, who gets the same answer either way.
   */
  const mayMail = (url: string, kind: string): boolean => {
    if (isLinkOrigin(url, env)) return true;
    log?.warn(
      { mail: kind, linkHost: URL.canParse(url) ? new URL(url).host : null },
      'mail with a link not sent: the request named a host that is neither PUBLIC_URL nor in ALLOWED_HOSTS',
    );
    return false;
  };

  return betterAuth({
    appName: 'Bazaar',
    secret: options.secret,
    basePath: AUTH_BASE_PATH,
    // PUBLIC_URL when set; otherwise the origin of each request as the handler sees it (`originFor`: the
    // link origin of plugins/link-origin.ts, else the request's own). Not better-auth's dynamic
    // `allowedHosts: ['*']`: that would trust every https origin for callback URLs. Calls that build links
    // go through the handler (`callAuthHandler`), and every mail link passes `isLinkOrigin` before sending.
    baseURL: env.PUBLIC_URL,
    trustedOrigins: [
      ...(publicOrigin(env) ? [publicOrigin(env) as string] : []),
      ...env.AUTH_TRUSTED_ORIGINS,
    ],
    telemetry: { enabled: false },
    logger: {
      disabled: env.LOG_LEVEL === 'silent' || !log,
      log: (level, message, ...args) => {
        // Without PUBLIC_URL the base URL comes from each request on purpose (see `baseURL`).
        if (!log || message.includes('Base URL is not set')) return;
        const details = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(details, `auth: ${message}`);
        else if (level === 'warn') log.warn(details, `auth: ${message}`);
        else if (level === 'debug') log.debug(details, `auth: ${message}`);
        else log.info(details, `auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    ...(options.redis
      ? { secondaryStorage: redisSecondaryStorage(options.redis, options.redisKeyPrefix ?? 'bazaar:') }
      : {}),
    // The shop counts abuse itself (plugins/rate-limit.ts), per IP and per e-mail, in Redis when configured.
    rateLimit: { enabled: false },
    // The shop's own routes own sign-in and profile edits (modules/users). Everything the shop does not
    // expose is refused at the Fastify bridge anyway (plugins/auth-endpoints.ts); sign-up and the resend
    // stay enabled here because modules/users reaches them through the handler, for their links.
    disabledPaths: ['/sign-in/email', '/update-user', '/verify-password', '/list-sessions'],
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Sessions stay in PostgreSQL too, so they outlive a Redis flush and admins can see them.
      storeSessionInDatabase: true,
    },
    user: {
      additionalFields: {
        slug: { type: 'string', required: false, input: false },
        fullName: { type: 'string', required: false, input: true, defaultValue: '' },
        displayName: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'buyer' },
        country: { type: 'string', required: false, input: false },
        state: { type: 'string', required: false, input: false },
        city: { type: 'string', required: false, input: false },
        address: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false, defaultValue: 'active' },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Through `passwordHasher`, the same functions the shop's sign-in uses for unknown e-mails.
      password: {
        hash: (password) => passwordHasher.hash(password),
        verify: (input) => passwordHasher.verify(input),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        if (!mayMail(url, 'password reset')) return;
        await mailer.send({ to: user.email, ...passwordResetMail({ name: user.name, url }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (!mayMail(url, 'e-mail verification')) return;
        await mailer.send({ to: user.email, ...verificationMail({ name: user.name, url }) });
      },
      // Whoever proved they read this mailbox gets the guest orders placed with it (decision 0019).
      afterEmailVerification: async (user) => {
        await claimGuestOrders(db, user.id, user.email);
      },
    },
    socialProviders: {
      ...(builtIn('google')
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID as string,
              clientSecret: env.GOOGLE_CLIENT_SECRET as string,
              prompt: 'select_account' as const,
            },
          }
        : {}),
      ...(builtIn('facebook')
        ? {
            facebook: {
              clientId: env.FACEBOOK_CLIENT_ID as string,
              clientSecret: env.FACEBOOK_CLIENT_SECRET as string,
            },
          }
        : {}),
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider's verified e-mail signs the owner into the existing (verified) account of that e-mail.
        trustedProviders: ['google', 'facebook'],
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      // Same origin checks in tests as in production (better-auth would skip them under NODE_ENV=test).
      disableOriginCheck: false,
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: ACCESS_TOKEN_COOKIE,
          attributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureByConfig },
        },
      },
      // better-auth records the session's IP; give it Fastify's (TRUST_PROXY-aware) request.ip only.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const fullName =
              typeof user.fullName === 'string' && user.fullName.trim() ? user.fullName.trim() : user.name;
            const displayName =
              typeof user.displayName === 'string' && user.displayName.trim()
                ? user.displayName.trim()
                : null;
            return {
              data: {
                ...user,
                name: user.name || fullName,
                fullName,
                displayName,
                slug: newUserSlug(fullName || user.email.split('@')[0]),
                // No sign-up path can choose a role or a status.
                role: 'buyer',
                status: 'active',
              },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ status: users.status })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (row?.status === 'inactive') {
              throw new APIError('FORBIDDEN', {
                message: 'This account is deactivated',
                code: 'ACCOUNT_INACTIVE',
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (
          ctx.path === '/reset-password' ||
          ctx.path === '/change-password' ||
          ctx.path === '/sign-up/email'
        ) {
          const candidate = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
          const problem = typeof candidate === 'string' ? passwordProblem(candidate) : null;
          if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
        }
        if (ctx.path === '/change-password' && body) {
          // A changed password always signs every other device out.
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const newSession = ctx.context.newSession;
        const cookieOptions = {
          path: '/',
          sameSite: 'lax' as const,
          httpOnly: false,
          secure: secureByConfig,
        };
        if (newSession) {
          const slug = (newSession.user as { slug?: unknown }).slug;
          if (typeof slug === 'string') {
            ctx.setCookie(USER_SLUG_COOKIE, slug, { ...cookieOptions, maxAge: SESSION_SECONDS });
          }
          return;
        }
        const setCookie = ctx.context.responseHeaders?.get('set-cookie');
        if (!setCookie) return;
        const token = parseSetCookieHeader(setCookie).get(ACCESS_TOKEN_COOKIE);
        if (token && (token['max-age'] === 0 || token.value === '')) {
          ctx.setCookie(USER_SLUG_COOKIE, '', { ...cookieOptions, maxAge: 0 });
        }
      }),
    },
    plugins: [
      bearer(),
      ...(genericProviders.length > 0 ? [genericOAuth({ config: genericProviders })] : []),
      ...(social.length > 0 ? [oauthPopup()] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** What plugins/session-token.ts reads sessions by without better-auth (its quick path). */
    sessionRules: SessionRules;
    /** Shared Redis connection when REDIS_URL is set (sessions, rate limits), else null. */
    redis: Redis | null;
    redisKeyPrefix: string;
  }
}

/** True when cookies must carry `Secure`: an https PUBLIC_URL, or this request arrived over https. */
export function isSecureContext(request: FastifyRequest, env: Env): boolean {
  return request.protocol === 'https' || (env.PUBLIC_URL?.startsWith('https://') ?? false);
}

/** Adds `Secure` to Set-Cookie lines of a request served over HTTPS (the config only knows PUBLIC_URL). */
export function finaliseCookies(request: FastifyRequest, env: Env, lines: string[]): string[] {
  if (!isSecureContext(request, env)) return lines;
  return lines.map((line) => (/;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`));
}

/**
 * A client's own `x-client-ip` would name any address it likes (replaced by Fastify's view below); the
 * body better-auth gets is re-serialised, so the original length no longer applies.
 */
const headersNotPassedToAuth = new Set(['content-length', 'x-client-ip']);

/** Headers better-auth should see for this request: the client's, with Fastify's view of its IP. */
export function authHeadersOf(request: FastifyRequest): Headers {
  const headers = webHeadersOf(request, headersNotPassedToAuth);
  headers.set('x-client-ip', request.ip);
  return headers;
}

/**
 * The origin better-auth sees for `request` (its base URL: links, and the trusted origin of callbacks): the
 * link origin when there is one, else the request's own (whose links `mayMail` then refuses to send).
 */
function originFor(request: FastifyRequest, env: Env): string {
  return linkOriginOf(request, env) ?? `${request.protocol}://${request.host}`;
}

/** The Web Request better-auth resolves its base URL and trusted origins from. */
export function webRequestOf(request: FastifyRequest, env: Env, body?: string): Request {
  return toWebRequest(request, {
    origin: originFor(request, env),
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers: authHeadersOf(request),
    ...(body !== undefined ? { body } : {}),
  });
}

function snakeCase(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/**
 * better-auth's error `{ code, message }` in the contract's shape, with the specification's texts where
 * it names the situation (product rules §8).
 */
export function authErrorBody(
  status: number,
  code: string | undefined,
  message: string | undefined,
  authPath: string,
) {
  const rawCode = code ?? '';
  if (authPath === '/change-password' && rawCode === 'INVALID_PASSWORD') {
    return errorBody(400, messages.wrongPassword, 'wrong_password');
  }
  if (status === 401 && (rawCode === '' || rawCode === 'UNAUTHORIZED')) {
    return errorBody(401, messages.userNotSignedIn, 'unauthorized');
  }
  if (rawCode === 'PASSWORD_TOO_SHORT' || rawCode === 'PASSWORD_TOO_LONG') {
    return errorBody(
      400,
      passwordProblem(rawCode === 'PASSWORD_TOO_SHORT' ? '' : 'x'.repeat(PASSWORD_MAX_LENGTH + 1)) ??
        'Invalid password',
      'weak_password',
    );
  }
  if (rawCode === 'INVALID_TOKEN') {
    return errorBody(400, 'This link is invalid or has expired. Please ask for a new one.', 'invalid_token');
  }
  if (rawCode === 'INVALID_EMAIL') return errorBody(400, messages.invalidEmail, 'invalid_email');
  if (status === 404 && !rawCode)
    return errorBody(404, `Route ${AUTH_BASE_PATH}${authPath} not found`, 'route_not_found');
  const safeStatus = status >= 400 && status < 600 ? status : 400;
  const text =
    message || (safeStatus >= 500 ? 'Internal Server Error' : 'The request could not be completed');
  return errorBody(
    safeStatus,
    safeStatus >= 500 ? 'Internal Server Error' : text,
    snakeCase(rawCode) || (safeStatus >= 500 ? 'internal_error' : 'bad_request'),
  );
}

/** A better-auth APIError thrown by `app.auth.api.*` as the shop's typed error. */
export function fromAuthError(error: unknown, authPath: string): unknown {
  if (!(error instanceof APIError)) return error;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  const mapped = authErrorBody(error.statusCode, body.code, body.message ?? error.message, authPath);
  return new AppError(mapped.statusCode, mapped.code, mapped.message);
}

export interface AuthHandlerResult<T> {
  status: number;
  body: T;
  setCookies: string[];
}

/**
 * Calls a better-auth endpoint through its HTTP handler on behalf of `request`, so that it sees the
 * request's own origin as base URL (links in mails) and trusted origin. Throws the shop's typed error when
 * better-auth answers an error.
 */
export async function callAuthHandler<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  env: Env,
  authPath: string,
  body: Record<string, unknown>,
): Promise<AuthHandlerResult<T>> {
  const headers = authHeadersOf(request);
  headers.set('content-type', 'application/json');
  const response = await app.auth.handler(
    toWebRequest(request, {
      origin: originFor(request, env),
      url: `${AUTH_BASE_PATH}${authPath}`,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : null;
  if (response.status >= 400) {
    const error = (parsed ?? {}) as { code?: string; message?: string };
    const mapped = authErrorBody(response.status, error.code, error.message, authPath);
    throw new AppError(mapped.statusCode, mapped.code, mapped.message);
  }
  return { status: response.status, body: parsed as T, setCookies: response.headers.getSetCookie() };
}

function authPathOf(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith(AUTH_BASE_PATH) ? pathname.slice(AUTH_BASE_PATH.length) || '/' : pathname;
}

async function sendAuthResponse(request: FastifyRequest, reply: FastifyReply, response: Response, env: Env) {
  const authPath = authPathOf(request.url);
  const type = response.headers.get('content-type') ?? '';
  const cookies = finaliseCookies(request, env, response.headers.getSetCookie());
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    if (type.includes('json')) parsed = ((await response.json().catch(() => ({}))) ?? {}) as typeof parsed;
    else await response.text().catch(() => '');
    const body = authErrorBody(response.status, parsed.code, parsed.message, authPath);
    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
  reply.code(response.status);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

export interface AuthPluginOptions {
  env: Env;
  /** Tests: provider endpoints on a local OIDC server. */
  socialEndpoints?: SocialEndpointOverrides;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { env } = options;
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  app.decorate('redis', redis);
  app.decorate('redisKeyPrefix', env.REDIS_KEY_PREFIX);
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });

  const warning = linkOriginWarning(env);
  if (warning) app.log.warn(warning);
  // Made before the first sign-in of an unknown e-mail needs it, so that one is not slower either.
  app.addHook('onReady', async () => {
    void warmDummyHash();
  });

  const secret = resolveAuthSecret(env);
  app.decorate('sessionRules', {
    secret,
    expiresInSeconds: SESSION_SECONDS,
    updateAgeSeconds: SESSION_REFRESH_SECONDS,
    cookieName: ACCESS_TOKEN_COOKIE,
  });
  const auth = createAuth({
    env,
    db: app.db,
    mailer: app.mailer,
    secret,
    redis,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    log: app.log,
    socialEndpoints: options.socialEndpoints,
  });
  app.decorate('auth', auth);

  // better-auth reads the raw body itself: no parsing in this scope, any content type accepted.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      // Only the endpoints the shop uses, spelt canonically; bodies, redirect targets and limits checked.
      preHandler: authGate(app, authEndpointTable({ social: enabledSocialProviders(env).length > 0 })),
      handler: async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : undefined;
        const response = await auth.handler(webRequestOf(request, env, body));
        return sendAuthResponse(request, reply, response, env);
      },
    });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'mail'] });
