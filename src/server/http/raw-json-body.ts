// Webhooks are signed over the body exactly as sent: a plugin that calls `keepRawJsonBody(app)`
// keeps it as `request.rawBody` beside the parsed JSON, for its own routes only (encapsulated). A
// body that is not JSON is refused as a rejected webhook.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, which signatures are computed over. */
    rawBody?: string;
  }
}

export function keepRawJsonBody(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(new AppError('WEBHOOK_REJECTED'), undefined);
    }
  });
}
