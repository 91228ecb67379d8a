// Images the back office uploads: checked against their purpose's rules, re-encoded, stored under
// generated names in the file store beside the couples' uploads and served from /media/.
import { randomUUID } from 'node:crypto';
import { type AssetPurpose, assetPurposes, assetRuleMessage } from '../../../shared/assets.ts';
import type { Db } from '../../db/client.ts';
import { platformAssets } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import type { FileStore } from '../storage/file-store.ts';
import { reencodeImage } from './image-processing.ts';

export interface StoredAsset {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

export async function storeImageAsset(
  db: Db,
  files: FileStore,
  input: { purpose: AssetPurpose; bytes: Buffer; createdBy: string },
): Promise<StoredAsset> {
  const rule = assetPurposes[input.purpose];
  const message = assetRuleMessage(input.purpose);
  if (input.bytes.length > rule.maxBytes) throw new AppError('VALIDATION', message);
  const image = await reencodeImage(input.bytes, {
    notImage: message,
    formats: rule.formats,
    maxEdge: rule.maxEdge,
  });
  const fileName = `${randomUUID()}.webp`;
  await files.put(fileName, image.data, 'image/webp');
  const [row] = await db
    .insert(platformAssets)
    .values({
      purpose: input.purpose,
      fileName,
      mime: 'image/webp',
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      createdBy: input.createdBy,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return { id: row.id, url: mediaUrl(row.fileName), width: row.width, height: row.height };
}
