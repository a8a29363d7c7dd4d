/**
 * The refund retry job (decision 0035): every REFUND_RETRY_INTERVAL_MS it sends again the refunds the
 * provider did not take, when their next attempt is due. It runs in every app instance, like the flash-sale
 * price clock (started on `onReady`, stopped on close); `claimDueRefunds` makes instances take turns per
 * refund, and the refund's idempotency key makes the provider pay it once whoever sends it.
 */
import type { FastifyInstance } from 'fastify';
import { REFUND_RETRY_INTERVAL_MS } from './payments.refund-retry.ts';
import type { PaymentsService } from './payments.service.ts';

export function keepRetryingRefunds(app: FastifyInstance, payments: PaymentsService): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { sent, failed } = await payments.retryDueRefunds();
      if (sent + failed > 0) app.log.info({ sent, failed }, 'refund retries');
    } catch (error) {
      app.log.warn({ err: error }, 'refund retries: could not look for due refunds');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, REFUND_RETRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
