// A reply the browser saves as a file (CSV, XLSX, PDF, ZIP, JSON): its type, the name it is saved
// under and, for a couple's own data, that no cache keeps it.
import type { FastifyReply } from 'fastify';

export interface FileDownload {
  /** The name the browser saves it under. */
  fileName: string;
  /** Its content type. */
  type: string;
  /** The cache-control header, if the file must not be cached as it is by default. */
  cacheControl?: string;
}

export function sendDownload(reply: FastifyReply, file: FileDownload, body: unknown): FastifyReply {
  reply.type(file.type).header('content-disposition', `attachment; filename="${file.fileName}"`);
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  return reply.send(body);
}
