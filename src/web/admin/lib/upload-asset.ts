// Back-office image uploads (`POST /api/admin/assets`): the purpose's size and format rules are
// checked here first, so a wrong file is refused at once with the same message the server gives.
import { type AssetPurpose, assetPurposes, assetRuleMessage } from '../../../shared/assets.ts';
import { ApiError } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload-file.ts';

export interface UploadedAsset {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
}

const mimes: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The `accept` of a file input for a purpose: "image/png,image/jpeg". */
export function assetAccept(purpose: AssetPurpose): string {
  return assetPurposes[purpose].formats.map((f) => mimes[f] ?? `image/${f}`).join(',');
}

export function uploadAsset(
  purpose: AssetPurpose,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedAsset> {
  const rule = assetPurposes[purpose];
  const accepted = assetAccept(purpose).split(',');
  if (file.size > rule.maxBytes || !accepted.includes(file.type)) {
    return Promise.reject(new ApiError(400, 'VALIDATION', assetRuleMessage(purpose)));
  }
  return uploadFile<UploadedAsset>(`/api/admin/assets?purpose=${purpose}`, file, onProgress);
}
