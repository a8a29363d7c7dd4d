/**
 * Slow clients (slowloris): a client that dribbles its headers or its body keeps the connection busy. The
 * server must cut it once REQUEST_TIMEOUT_MS has passed (here the smallest setting, 1 s), not after Node's
 * own 45–75 s. A raw socket on loopback sends a header line (or a body byte) every 100 ms, so the connection
 * is never idle; the test gives up after 4 s. Figures: seconds until the cut, for headers and for a body.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const TIMEOUT_MS = 1000;
const GIVE_UP_MS = 4000;
const figures: string[] = [];
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  console.log(`slow clients: cut after ${figures.join(', ')} (REQUEST_TIMEOUT_MS ${TIMEOUT_MS} ms)`);
  await t?.close();
});

/**
 * Opens a socket, writes `start`, then `drip()` every 100 ms until the server answers or closes; resolves
 * with the milliseconds that took and what the server said (or null after GIVE_UP_MS).
 */
function dribble(start: string, drip: (n: number) => string): Promise<{ ms: number; answer: string } | null> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    let n = 0;
    const finish = (result: { ms: number; answer: string } | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    const timer = setInterval(() => {
      n += 1;
      if (!socket.destroyed && socket.writable) socket.write(drip(n));
    }, 100);
    const giveUp = setTimeout(() => finish(null), GIVE_UP_MS);
    socket.on('connect', () => socket.write(start));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish({ ms: Date.now() - began, answer }));
  });
}

describe('slow clients', () => {
  it('are cut once the headers have taken longer than REQUEST_TIMEOUT_MS', async () => {
    const result = await dribble(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      (n) => `X-Slow-${n}: a\r\n`,
    );
    expect(result, 'still connected after 4 s').not.toBeNull();
    figures.push(`${((result?.ms ?? 0) / 1000).toFixed(2)} s (headers)`);
    expect(result?.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result?.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut once the body has taken longer than REQUEST_TIMEOUT_MS', async () => {
    const result = await dribble(
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      () => ' ',
    );
    expect(result, 'still connected after 4 s').not.toBeNull();
    figures.push(`${((result?.ms ?? 0) / 1000).toFixed(2)} s (body)`);
    expect(result?.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('keeps a prompt keep-alive client connected between requests', async () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString('latin1')));
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(request);
    await expect.poll(() => answers.join('').match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(1);
    socket.write(request);
    await expect.poll(() => answers.join('').match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(2);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});
