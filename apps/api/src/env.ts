import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at start-up. A bad value stops the start with a readable
 * list instead of failing later in the middle of a request. `.env.example` documents the same names.
 */
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/** Empty means unset, so `.env.example`'s blank lines keep their defaults. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** TRUST_PROXY: a yes/no flag, or the proxies' addresses (IPs or CIDRs) as a list. */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] => {
    const text = (value ?? '').toLowerCase();
    if (['', 'false', '0', 'no'].includes(text)) return false;
    if (['true', '1', 'yes'].includes(text)) return true;
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return true;
      if (bits === undefined) return false;
      const size = Number(bits);
      return !/^\d+$/.test(bits) || size > (family === 4 ? 32 : 128);
    });
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false or a list of IP addresses / CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** One host name as a browser sends it in `Host`: a DNS name or an IP, optionally with a port. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** ALLOWED_HOSTS: comma-separated host names (optionally `name:port`) that e-mailed links may point at. */
const allowedHostsSetting = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.filter((entry) => !HOST_PATTERN.test(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `ALLOWED_HOSTS must list host names such as shop.example or shop.example:8443, without a scheme or path (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    /**
     * Further host names the shop answers to whose requests may get e-mailed links (verification, password
     * reset) to that host, e.g. `shop.example,www.shop.example`. Any other Host header never appears in a
     * link (plugins/link-origin.ts).
     */
    ALLOWED_HOSTS: allowedHostsSetting,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    /** Where the built storefront lives (apps/web/build by default); test runs build into their own folder. */
    WEB_BUILD_DIR: z.string().optional(),
    DATABASE_URL: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: optionalUrl,
    /** Prepended to every Redis key (sessions, rate limits), so several shops can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('bazaar:'),
    /** Anonymous catalogue answers kept in memory (plugins/catalogue-cache.ts); 0 turns the store off. */
    CATALOGUE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    /**
     * At most this many MB of those answers (their bodies, held once, and 3 KB each for the rest): long-tail
     * list answers of 30–70 KB would otherwise fill all the entries (decisions 43 and 58). 0 keeps none.
     */
    CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(100_000).default(16),
    /**
     * Signed-in sessions remembered by token (plugins/session-cache.ts): any write through the API voids
     * them at once; changes made outside it (SQL by hand) apply within 30 s. 0 reads every session afresh.
     */
    SESSION_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
    /** Anonymous catalogue pages kept rendered (plugins/edge-cache.ts); 0 turns the page cache off. */
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(300),
    /** At most this many MB of those pages (a product page is about 130 KB); 0 turns the page cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(100_000).default(16),
    /**
     * The server's JS heap grows at most this many percent past what V8's last full collection kept before
     * the next one (lib/heap-growth.ts, decision 58); 0 leaves V8's own factor (up to 300 %).
     */
    HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(1000).default(20),
    /**
     * ...but at least this many MB (decision 64): a percent of a small heap is less than a second of load
     * promotes, and V8 then collects continuously. 0 keeps the percent alone.
     */
    HEAP_GROWTH_MIN_MB: z.coerce.number().int().min(0).max(100_000).default(32),
    SEED_DEMO: booleanFlag.default(true),
    /**
     * Whose X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`): `false` (default: the
     * socket's address is the client), `true` (any hop: only when every request comes through your own
     * proxy), or a comma-separated list of proxy addresses / CIDRs, e.g. `127.0.0.1,10.0.0.0/8`.
     */
    TRUST_PROXY: trustProxySetting,
    /**
     * Multiplies every abuse limit's budget (plugins/rate-limit.ts): 1 in a shop. A test run that signs the
     * same demo accounts in from one address dozens of times in minutes raises it; never lower than 1.
     */
    ABUSE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /**
     * Load shedding (plugins/overload.ts, decision 0057): while the event loop's mean delay is above this
     * many ms, new requests get 503 with Retry-After instead of joining the queue; 0 turns shedding off.
     */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Largest image `POST /api/uploads` accepts (413 above); the JSON body limit does not apply to it. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** Largest width × height an upload may declare, checked before decoding (pixel-flood guard). */
    UPLOAD_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
    /** Signs session tokens. Required with REDIS_URL; otherwise one is generated and kept in DATA_DIR. */
    AUTH_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
    /** Extra origins (comma-separated) allowed to post with cookies, besides PUBLIC_URL / the request's own. */
    AUTH_TRUSTED_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      ),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Bazaar <no-reply@bazaar.local>'),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value.toLowerCase() : undefined))
      .pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    /**
     * Card payments through Stripe (decision 0020): all three, or none (then only cash on delivery is
     * offered). The webhook secret is the endpoint's `whsec_…` signing secret.
     */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    /** Another Stripe API host for the server SDK (stripe-mock, a test stand-in); Stripe itself when unset. */
    STRIPE_API_URL: optionalUrl,
    /** S3-compatible object storage for uploads; all four of endpoint, bucket and keys, or none. */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Where browsers read the files (a CDN or the bucket's public URL); defaults to endpoint/bucket. */
    S3_PUBLIC_URL: optionalUrl,
  })
  .superRefine((env, context) => {
    const s3Settings = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    const stripeSettings = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PUBLISHABLE_KEY];
    if (stripeSettings.some(Boolean) && !stripeSettings.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY go together',
      });
    }
    // A single instance keeps a generated secret in DATA_DIR (so `npm start` needs no set-up); instances
    // sharing Redis-backed sessions must share one secret, so there it has to be configured.
    if (env.NODE_ENV === 'production' && env.REDIS_URL && !env.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'AUTH_SECRET is required when REDIS_URL is set: every instance must sign sessions with the same secret (32+ random characters, e.g. `openssl rand -base64 32`)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}
