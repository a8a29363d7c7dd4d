import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { directCalls } from './lib/direct-calls.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { blogCommentRoutes } from './modules/blog-comments/blog-comments.routes.ts';
import { blogRoutes } from './modules/blogs/blogs.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import mailPlugin from './modules/mail/mail.plugin.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { couponRoutes } from './modules/orders/orders.coupon-check.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { createPayments } from './modules/payments/payments.service.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { searchSuggestionRoutes } from './modules/products/products.suggestions.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { returnRoutes } from './modules/returns/returns.routes.ts';
import { productReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { reviewWriteRoutes } from './modules/reviews/reviews.write.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sellerApplicationRoutes } from './modules/seller-applications/seller-applications.routes.ts';
import { sellerDashboardRoutes } from './modules/seller-dashboard/seller-dashboard.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shopContactRoutes } from './modules/shop-contact/shop-contact.routes.ts';
import { sellerRoutes } from './modules/shops/shops.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import authPlugin, { type SocialEndpointOverrides } from './plugins/auth.ts';
import catalogueCachePlugin from './plugins/catalogue-cache.ts';
import csrfPlugin from './plugins/csrf.ts';
import databasePlugin from './plugins/database.ts';
import { EdgeCache } from './plugins/edge-cache.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import overloadPlugin, { type OverloadOptions } from './plugins/overload.ts';
import postingLimitsPlugin from './plugins/posting-limits.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import sessionPlugin from './plugins/session.ts';
import uploadsStoragePlugin from './plugins/uploads-storage.ts';
import { redactedRequestSerializer } from './plugins/url-redaction.ts';
import { type WebOptions, webPlugin } from './plugins/web.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Folder served at /uploads/ (demo images and shoppers' uploads). */
  uploadsDir?: string;
  /** The built storefront; omitted in API-only tests. */
  web?: WebOptions;
  logger?: FastifyServerOptions['logger'];
  /** Tests: Google/Facebook endpoints on a local OIDC server instead of the real providers. */
  socialEndpoints?: SocialEndpointOverrides;
  /** Tests: further @fastify/under-pressure options, e.g. a failing health check to force the shedding. */
  pressure?: OverloadOptions['pressure'];
}

/** How long a rendered page may be repeated (a flash-sale countdown moves with the clock alone). */
const PAGE_TTL_MS = 10_000;

/**
 * The server's log: credentials never reach it, neither in headers nor in URLs (reset tokens, verification
 * JWTs, OAuth codes; plugins/url-redaction.ts). `destination` is for tests that read the lines.
 */
export function loggerFor(
  env: Env,
  destination?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: redactedRequestSerializer },
    ...(destination ? { stream: destination } : {}),
  };
}

/**
 * Node's own limits on slow clients, from REQUEST_TIMEOUT_MS: the headers and the whole request must
 * arrive within it (408 otherwise). Node looks at them only every `connectionsCheckingInterval` (30 s by
 * default), which let a client dribbling its headers or body hold a connection for 45 to 75 s whatever
 * the setting; checking at a tenth of the timeout (at most every second) keeps the cut close to it.
 */
function slowClientLimits(timeoutMs: number) {
  return {
    headersTimeout: timeoutMs,
    requestTimeout: timeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeoutMs / 10))),
  };
}

const megabytes = (mb: number) => Math.floor(mb * 1024 * 1024);

/** Builds the whole application without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  // Repeat anonymous catalogue reads and pages are answered in the http server's listener, before
  // Fastify (plugins/edge-cache.ts); `inject` bypasses it, so tests of it listen on a port.
  const edge = new EdgeCache({
    pageEntries: env.PAGE_CACHE_ENTRIES,
    pageBytes: megabytes(env.PAGE_CACHE_MB),
    pageTtlMs: PAGE_TTL_MS,
  });
  const app = Fastify({
    serverFactory: edge.serverFactory,
    logger: deps.logger ?? loggerFor(env),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // A socket with no traffic for this long is closed (idle or stalled clients); requestTimeout bounds
    // the time to receive one whole request.
    connectionTimeout: env.REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: env.REQUEST_TIMEOUT_MS * 2,
    http: slowClientLimits(env.REQUEST_TIMEOUT_MS),
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.decorate('edgeCache', edge);
  // Learns every GET route as it is added, so loaders can call the ones that allow it directly.
  app.decorate('directCalls', directCalls(app));
  app.setValidatorCompiler(validatorCompiler);
  // Answers written from their schemas by compiled writers; outside production also checked against zod.
  app.setSerializerCompiler(responseSerializerCompiler({ checked: env.NODE_ENV !== 'production' }));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While closing, in-flight responses end their keep-alive connection so `close()` can finish
  // once they are sent, instead of waiting for the client to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    edge.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  // Load shedding and Retry-After on every 503 (decision 0057): first, so a shed request costs no more work.
  await app.register(overloadPlugin, {
    maxEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
    pressure: deps.pressure,
  });
  // br/gzip for every answer of 1 KB or more whose client accepts it (a long-tail product list is 27 KB of
  // JSON): the pages and their assets as before, and now the API answers the caches do not hold (signed-in
  // callers, long-tail filters). Registered before any route, as it hooks each route when it is added. The
  // storefront's in-process calls send no Accept-Encoding, so they never pay for it; answers the edge
  // cache serves are compressed there.
  await app.register(fastifyCompress, { threshold: 1024 });
  // CSP (nonce per page), nosniff, frame and referrer policies, HSTS over HTTPS: on every response.
  await app.register(securityHeadersPlugin, { env });
  await app.register(databasePlugin, { database: deps.database });
  await app.register(cookie);
  await app.register(openapiPlugin);

  // Accounts and sessions (docs/auth.md): mail, better-auth at /api/auth/*, who-is-calling, abuse limits, CSRF.
  await app.register(mailPlugin, { env });
  await app.register(authPlugin, { env, socialEndpoints: deps.socialEndpoints });
  await app.register(sessionPlugin, { cacheEntries: env.SESSION_CACHE_ENTRIES });
  // ETag/304 and a write-invalidated in-memory store for anonymous catalogue reads (docs/architecture.md §7).
  await app.register(catalogueCachePlugin, {
    entries: env.CATALOGUE_CACHE_ENTRIES,
    bytes: megabytes(env.CATALOGUE_CACHE_MB),
    edge,
  });
  await app.register(rateLimitPlugin, { factor: env.ABUSE_LIMIT_FACTOR });
  await app.register(postingLimitsPlugin);
  await app.register(csrfPlugin, { env });
  await app.register(usersRoutes, { env });

  await app.register(healthRoutes);

  // Catalogue and discovery reads: site data, home content, products, sellers, blogs, reviews.
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  await app.register(productRoutes);
  await app.register(searchSuggestionRoutes);
  await app.register(sellerRoutes);
  await app.register(blogRoutes);
  await app.register(productReviewRoutes);
  await app.register(contactRoutes);
  await app.register(seoRoutes);

  // Shopping: cart, wishlist, addresses, coupons, orders, review writes, reports, newsletter, comments.
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(couponRoutes);
  // One payments service: orders start payments through its providers, its routes take the webhooks.
  const payments = createPayments(app.db, env, app.log);
  app.decorate('payments', payments);
  await app.register(orderRoutes, { env, payments: payments.providers });
  await app.register(paymentRoutes, { payments });
  await app.register(returnRoutes, { env });
  await app.register(invoiceRoutes);
  await app.register(reviewWriteRoutes);
  await app.register(reportRoutes);
  await app.register(newsletterRoutes, { env });
  await app.register(blogCommentRoutes);

  // Marketplace: image uploads, seller applications, the seller dashboard and the admin API.
  await app.register(uploadsStoragePlugin, { env, uploadsDir: deps.uploadsDir });
  await app.register(uploadRoutes, { env });
  await app.register(sellerApplicationRoutes, { env });
  await app.register(shopContactRoutes);
  await app.register(sellerDashboardRoutes, { env });
  await app.register(adminRoutes, { env });
  await app.register(mailRoutes);

  if (deps.uploadsDir) {
    await app.register(fastifyStatic, {
      root: deps.uploadsDir,
      prefix: '/uploads/',
      maxAge: '365d',
      immutable: true,
      decorateReply: false,
      setHeaders: (res) => {
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  if (deps.web) {
    await app.register(webPlugin, { answerWithinMs: env.REQUEST_TIMEOUT_MS, ...deps.web, edge });
  }
  return app;
}
