// The bytes of a multipart upload's file (field "file"), with the form's own words for what went
// wrong: no file, one over the route's size limit, or one that could not be read.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export async function postedFileBytes(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string; unreadable: string },
): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('VALIDATION', messages.missing);
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('VALIDATION', messages.tooLarge);
    throw new AppError('VALIDATION', messages.unreadable);
  }
}
