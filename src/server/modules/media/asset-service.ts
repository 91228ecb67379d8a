// Images the back office uploads: checked against their purpose's rules, re-encoded, stored under
// generated names beside the couples' uploads and served from /media/.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AssetPurpose, assetPurposes, assetRuleMessage } from '../../../shared/assets.ts';
import type { Db } from '../../db/client.ts';
import { platformAssets } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mediaUrl } from '../guest-site/load-site.ts';
import { reencodeImage } from './image-processing.ts';

export interface StoredAsset {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

export async function storeImageAsset(
  db: Db,
  uploadDir: string,
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
  await mkdir(uploadDir, { recursive: true });
  const fileName = `${randomUUID()}.webp`;
  await writeFile(path.join(uploadDir, fileName), image.data);
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
