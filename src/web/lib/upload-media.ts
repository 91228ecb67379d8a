// Uploads one photo or audio file of a couple's wedding (multipart field "file"), with its progress.
import { uploadFile } from './upload-file.ts';

/** A couple's uploaded photo or audio file, as the media API answers. */
export interface MediaItem {
  id: string;
  kind: 'image' | 'audio';
  url: string;
  width: number | null;
  height: number | null;
}

export const imageAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
export const audioAccept = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.wav';

export function uploadMedia(
  weddingId: string,
  kind: 'image' | 'audio',
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<MediaItem> {
  return uploadFile<MediaItem>(`/api/weddings/${weddingId}/media?kind=${kind}`, file, onProgress);
}
