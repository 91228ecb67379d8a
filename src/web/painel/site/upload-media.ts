// Uploads one photo or audio file (multipart field "file"). XMLHttpRequest rather than fetch, for
// the upload progress of each file; failures carry the server's pt-BR message.
import { ApiError, connectionErrorMessage } from '../../lib/api.ts';
import type { MediaItem } from './site-api.ts';

export const imageAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
export const audioAccept = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg';
const unexpected = 'Não foi possível enviar o arquivo. Tente novamente.';

export function uploadMedia(
  weddingId: string,
  kind: 'image' | 'audio',
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/weddings/${weddingId}/media?kind=${kind}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (MediaItem & { error?: { code?: string; message?: string } }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(1);
        resolve(body);
        return;
      }
      reject(new ApiError(xhr.status, body?.error?.code ?? 'UNKNOWN', body?.error?.message ?? unexpected));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', connectionErrorMessage));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
