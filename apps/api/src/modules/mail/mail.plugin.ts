import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createMailer, type Mailer } from './mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer` for every module (accounts today, orders later); closed with the app. */
async function mailPlugin(app: FastifyInstance, options: { env: Env; mailer?: Mailer }) {
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: options.env.SMTP_URL, from: options.env.MAIL_FROM, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail' });
