/**
 * URLs as they may be written to logs. A password-reset link carries its token in the path
 * (`/api/auth/reset-password/<token>`), a verification link signs its owner in with the JWT in `?token=`,
 * and OAuth callbacks carry `code` and `state`: whoever reads the access log could use them while they are
 * valid. Their values are replaced by `[redacted]`; the rest of the URL stays, so the log still says what
 * was asked.
 */
const REDACTED = '[redacted]';

/** Query parameters whose value is a credential, or may carry one (a callback URL with a token in it). */
const SECRET_PARAM = /token|code|state|secret|password|otp|signature|callback|redirect|returnto/i;

/** Path segments whose following segment is a credential. */
const SECRET_AFTER_SEGMENT = new Set(['reset-password']);

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = index > 0 ? segments[index - 1] : undefined;
      return previous !== undefined && SECRET_AFTER_SEGMENT.has(previous.toLowerCase()) && segment
        ? REDACTED
        : segment;
    })
    .join('/');
}

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAM.test(parameterName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** `url` (a request target: path and query) with credentials in it replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return redactPath(url);
  return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
}

/** Fastify's request log serializer (method, URL, host, client), with the URL redacted. */
export function redactedRequestSerializer(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
