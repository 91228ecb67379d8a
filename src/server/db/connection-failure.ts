// Errors that mean "the database (or Redis) is away for a moment", as opposed to a bug: a restart,
// a failover or a cut connection. Requests answer them with 503; a background task that meets one
// is retried later by its queue or sweep.

/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Class 08: connection exceptions. */
const CONNECTION_CLASS = '08';
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and ioredis say these without a code. */
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
];

/** True for a lost or refused connection, looked for in the error and its causes. */
export function isConnectionFailure(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SERVER_CODES.has(code) || SOCKET_CODES.has(code) || code.startsWith(CONNECTION_CLASS)) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionFailure(e, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}
