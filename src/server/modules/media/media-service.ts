// Uploads (DESIGN.md section 5): size limit, content sniffed from the bytes, images re-encoded by
// sharp (which also strips metadata and refuses pixel floods), stored under generated names.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStore } from '../storage/file-store.ts';
import { reencodeImage } from './image-processing.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const mediaMessages = {
  tooLarge: 'O arquivo é maior que 10 MB.',
  notImage: 'Envie uma imagem JPG, PNG, WebP ou HEIC.',
  notAudio: 'Envie um arquivo de áudio MP3, M4A ou OGG.',
} as const;

function audioType(bytes: Buffer): { mime: string; ext: string } | null {
  if (
    bytes.subarray(0, 3).toString('latin1') === 'ID3' ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
  )
    return { mime: 'audio/mpeg', ext: 'mp3' };
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return { mime: 'audio/mp4', ext: 'm4a' };
  return null;
}

export async function storeUpload(
  db: Db,
  files: FileStore,
  weddingId: string,
  kind: 'image' | 'audio',
  bytes: Buffer,
) {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', mediaMessages.tooLarge);
  let file: { data: Buffer; mime: string; ext: string; width: number | null; height: number | null };
  if (kind === 'image') {
    const image = await reencodeImage(bytes, { notImage: mediaMessages.notImage });
    file = { data: image.data, mime: 'image/webp', ext: 'webp', width: image.width, height: image.height };
  } else {
    const type = audioType(bytes);
    if (!type) throw new AppError('VALIDATION', mediaMessages.notAudio);
    file = { data: bytes, ...type, width: null, height: null };
  }
  const fileName = `${randomUUID()}.${file.ext}`;
  await files.put(fileName, file.data, file.mime);
  const [row] = await db
    .insert(media)
    .values({
      weddingId,
      kind,
      fileName,
      mime: file.mime,
      width: file.width,
      height: file.height,
      bytes: file.data.length,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export async function deleteUpload(db: Db, files: FileStore, weddingId: string, mediaId: string) {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, mediaId), eq(media.weddingId, weddingId)))
    .returning({ fileName: media.fileName });
  if (!row) throw new AppError('NOT_FOUND');
  await files.remove(row.fileName);
}
