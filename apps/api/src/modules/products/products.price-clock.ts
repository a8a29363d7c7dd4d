/**
 * Flash sales start and end with no write at all, yet the stored unit price (`effective_price_cents`, which
 * the price filter, the price sorts and the price facet read) must follow them. Every write that changes a
 * price keeps that column right through database triggers; this clock covers time: every few seconds it
 * asks the database to reprice the products of flash-sale items whose stored price is no longer the price
 * now (a handful of rows, one statement), and when any changed it bumps the catalogue version so cached
 * listings are dropped (decision 17). Product answers never wait for it: they price each product live.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** How late, at most, a listing's price filter and sort follow a sale's start or end. */
export const PRICE_CLOCK_INTERVAL_MS = 10_000;

/** Reprices what a sale's start or end changed; the number of products whose stored price moved. */
export async function refreshFlashSalePrices(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.execute<{ changed: number }>(
    sql`select refresh_flash_sale_prices() as changed`,
  );
  const changed = Number(rows[0]?.changed ?? 0);
  if (changed > 0) await app.bumpCatalogueVersion();
  return changed;
}

export function keepFlashSalePricesCurrent(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await refreshFlashSalePrices(app);
    } catch (error) {
      app.log.warn({ err: error }, 'flash-sale prices: could not refresh the stored unit prices');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(tick, PRICE_CLOCK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
