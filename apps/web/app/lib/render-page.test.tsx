import { BUSY_PAGE_HTML, BUSY_RETRY_AFTER_SECONDS } from '@shop/shared/busy';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './render-page';

/** A component whose data never arrives (React 18: a thrown promise that never settles). */
function NeverReady(): never {
  throw new Promise(() => {});
}

function page(body: React.ReactNode) {
  return (
    <html lang="en">
      <body>
        <h1>Product</h1>
        {body}
      </body>
    </html>
  );
}

/** A page whose reviews never arrive, behind a boundary: its shell is ready at once, the whole page never. */
const withPendingReviews = () =>
  page(
    <Suspense fallback={<p>Loading reviews</p>}>
      <NeverReady />
    </Suspense>,
  );

/**
 * Render options. The deadline is short where the test wants it passed; where the shell must make it, 500 ms,
 * so that a preempted test process on a loaded runner cannot reach the deadline first.
 */
const options = (waitForAll: boolean, log = { warn: vi.fn() }, abortAfterMs = 20) => ({
  status: 200,
  headers: new Headers({ 'set-cookie': 'access_token=refreshed; Path=/' }),
  waitForAll,
  abortAfterMs,
  log,
  url: 'http://shop.test/single_product?slug=lamp',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderPage: a render past its deadline before it was ready', () => {
  it('answers the busy page (503 with Retry-After) when a browser page shell is not ready in time', async () => {
    const log = { warn: vi.fn() };
    const response = await renderPage(page(<NeverReady />), options(false, log));

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.getSetCookie()).toEqual(['access_token=refreshed; Path=/']);
    expect(await response.text()).toBe(BUSY_PAGE_HTML);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('answers the busy page, not a whole-looking page with status 500, when a bot page is not complete', async () => {
    // A bot waits for the whole page; the pending boundary's abort used to set 500 on a complete page.
    const log = { warn: vi.fn() };
    const response = await renderPage(withPendingReviews(), options(true, log));

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe(BUSY_PAGE_HTML);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('keeps streaming a browser page whose shell went out in time (control case)', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = { warn: vi.fn() };
    const response = await renderPage(withPendingReviews(), options(false, log, 500));

    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Product</h1>');
    expect(html).toContain('Loading reviews');
    expect(log.warn).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalled(); // the aborted boundary, after the shell: logged as before
  });
});

describe('renderPage: the body on its way out', () => {
  it('goes out in blocks of up to 64 KB, not in the 2 KB chunks React writes', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `product-${index}`).map((name) => (
      <li key={name}>{name}: a card with a name, a price and a seller, as a long list shows it</li>
    ));
    const response = await renderPage(page(<ul>{rows}</ul>), options(false, undefined, 500));
    const sizes: number[] = [];
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      sizes.push(read.value.length);

    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(200_000);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(64 * 1024);
    expect(sizes.length).toBeLessThanOrEqual(Math.ceil(total / (64 * 1024)) + 1);
  });
});
