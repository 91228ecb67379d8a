// Logs a person can read (issue 13): one concise line per request, none for static files unless
// they fail; pretty lines in development and JSON in production; every line carries the request
// id (taken from the proxy's X-Request-Id when there is one); no cookie, token or password is
// ever written, not even in a URL: reset, verification, hand-off and payment links carry theirs
// in the query or the path (`redactUrl`).
import { randomUUID } from 'node:crypto';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

const STATIC_PREFIXES = ['/assets/', '/static/', '/media/', '/favicon'];
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Paths of secrets that must never reach a log line, wherever they appear in a logged object. */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["asaas-access-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'card',
  '*.card',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
];

/**
 * Query parameters and route parameters whose value is a secret: `token`, `code`, `nonce` and any
 * name ending in `Token` or `Code` (`/:slug/pagamento/:token`, `?token=`, `/api/auth/handoff?code=`).
 * A new route that carries a secret in its path names its parameter so and is redacted with no
 * change here.
 */
const SECRET_NAME = /^(?:token|code|nonce)$|(?:Token|Code)$/;
const REDACTED = '[redacted]';

/** The URL as it may be logged: secret query values and secret path segments replaced. */
export function redactUrl(url: string, params?: unknown): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  const secrets = new Set<string>();
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params))
      if (SECRET_NAME.test(name) && typeof value === 'string' && value) secrets.add(value);
  }
  const safePath =
    secrets.size === 0
      ? path
      : path
          .split('/')
          .map((segment) => (secrets.has(safeDecode(segment)) ? REDACTED : segment))
          .join('/');
  const safeQuery = query.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, sep: string, name: string) =>
    SECRET_NAME.test(safeDecode(name)) ? `${sep}${name}=${REDACTED}` : whole,
  );
  return safePath + safeQuery;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request lines, replaced by one concise line per request at its end. */
class ConciseRequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const statusCode = reply.statusCode;
    if (!error && statusCode < 400 && isStaticPath(request.url)) return;
    const url = redactUrl(request.url, request.params);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url, statusCode, ms };
    const text = `${request.method} ${url} ${statusCode} ${ms}ms`;
    if (error || statusCode >= 500) reply.log.error({ ...line, err: error }, text);
    else reply.log.info(line, text);
  }
}

export function loggerOptions(options: {
  level: string;
  pretty: boolean;
  stream?: { write(line: string): void };
}): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: {
      level: options.level,
      redact: { paths: redactedPaths, censor: '[oculto]' },
      // Fastify's own error lines log the request (`req`): its URL is redacted there too.
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url, req.params),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
      ...(options.stream ? { stream: options.stream } : {}),
      ...(options.pretty && !options.stream
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'HH:MM:ss',
                ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
                singleLine: true,
                colorize: process.stdout.isTTY,
              },
            },
          }
        : {}),
    },
    logController: new ConciseRequestLog(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

export function isStaticPath(url: string): boolean {
  return STATIC_PREFIXES.some((p) => url.startsWith(p));
}

/** Answers with the request id, so a person reporting a problem can quote it. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
