import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-support/test-app.ts';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the server closes, and refuses new ones', async () => {
    const t = await createTestApp({
      prepare(app) {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { finished: true };
        });
      },
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await t.database.close();
  });
});
