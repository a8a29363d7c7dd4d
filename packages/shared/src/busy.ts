/**
 * The shop's "busy" answer (decision 0057): a 503 with Retry-After, the same from the API (JSON error) and
 * from a page (this small page), whether load shedding turned the request away, a page render ran past its
 * deadline, or the database is away. A 5xx other than 503 is a bug; a 503 without Retry-After leaves
 * clients and proxies guessing when to come back.
 */

/** Seconds a client is asked to wait before trying again (the `Retry-After` header of every 503). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The API's 503 message (`service_unavailable`), word for word as it has always been. */
export const BUSY_MESSAGE = 'The service is temporarily unavailable, please retry shortly';

export const BUSY_ERROR_CODE = 'service_unavailable';

/**
 * What a shopper's browser shows: no script, no stylesheet, no image (each would be one more request to a
 * busy server, and the page's Content-Security-Policy allows no inline script without a nonce), under 1 KB.
 */
export const BUSY_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Busy right now</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>We are busy right now</h1>
<p>${BUSY_MESSAGE}. Your basket and account are safe.</p>
<p><a href="">Try again</a></p>
</body>
</html>
`;

/** Headers of the busy page, for any server that answers it. */
export const BUSY_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
} as const;
