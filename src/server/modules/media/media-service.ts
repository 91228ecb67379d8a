// Uploads (DESIGN.md section 5): size limit, a storage quota per wedding, content read from the
// bytes (audio by its structure), images re-encoded by sharp (which also strips metadata and
// refuses pixel floods), stored under generated names.
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { formatBytes } from '../../../shared/storage.ts';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import type { FileStore } from '../storage/file-store.ts';
import { audioType } from './audio-type.ts';
import { reencodeImage } from './image-processing.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const storageFullMessage = (quotaBytes: number) =>
  `O espaço de arquivos do site acabou (${formatBytes(quotaBytes)}). Apaguem fotos ou músicas que não usam mais para enviar outras.`;

export const mediaMessages = {
  tooLarge: 'O arquivo é maior que 10 MB.',
  notImage: 'Envie uma imagem JPG, PNG, WebP ou HEIC.',
  notAudio: 'Envie um arquivo de áudio MP3, M4A, OGG ou WAV.',
} as const;

/** Bytes of every file the wedding has stored. */
export async function usedBytes(db: Db, weddingId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${media.bytes}), 0)` })
    .from(media)
    .where(eq(media.weddingId, weddingId));
  return Number(row?.total ?? 0);
}

export async function storeUpload(
  db: Db,
  files: FileStore,
  weddingId: string,
  kind: 'image' | 'audio',
  bytes: Buffer,
  quotaBytes: number,
) {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('VALIDATION', mediaMessages.tooLarge);
  let file: { data: Buffer; mime: string; ext: string; width: number | null; height: number | null };
  if (kind === 'image') {
    const image = await reencodeImage(bytes, { notImage: mediaMessages.notImage });
    file = { data: image.data, mime: 'image/webp', ext: 'webp', width: image.width, height: image.height };
  } else {
    const type = await audioType(bytes);
    if (!type) throw new AppError('VALIDATION', mediaMessages.notAudio);
    file = { data: bytes, ...type, width: null, height: null };
  }
  if ((await usedBytes(db, weddingId)) + file.data.length > quotaBytes)
    throw new AppError('STORAGE_FULL', storageFullMessage(quotaBytes));
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
    .where(weddingRow(media, weddingId, mediaId))
    .returning({ fileName: media.fileName });
  if (!row) throw new AppError('NOT_FOUND');
  await files.remove(row.fileName);
}

/** The wedding's uploads, newest first, as the editor's media picker lists them. */
export async function listMedia(db: Db, weddingId: string) {
  const rows = await db
    .select({
      id: media.id,
      kind: media.kind,
      fileName: media.fileName,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(eq(media.weddingId, weddingId))
    .orderBy(desc(media.createdAt))
    .limit(2000);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    url: mediaUrl(r.fileName),
    width: r.width,
    height: r.height,
  }));
}
