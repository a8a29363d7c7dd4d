import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import { type WebOptions, webPlugin } from './plugins/web.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Folder served at /uploads/ (demo images and shoppers' uploads). */
  uploadsDir?: string;
  /** The built storefront; omitted in API-only tests. */
  web?: WebOptions;
  logger?: FastifyServerOptions['logger'];
}

function loggerFor(env: Env): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}

/** Builds the whole application without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerFor(env),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(cookie);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);

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

  if (deps.web) await app.register(webPlugin, deps.web);
  return app;
}
