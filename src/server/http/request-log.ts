// Logs a person can read (issue 13): one concise line per request, none for static files unless
// they fail; pretty lines in development and JSON in production; every line carries the request
// id (taken from the proxy's X-Request-Id when there is one); no cookie, token or password is
// ever written.
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
  'card',
  '*.card',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
];

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
    const url = request.url;
    if (!error && statusCode < 400 && isStaticPath(url)) return;
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
