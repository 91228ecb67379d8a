// Uploads one file (multipart field "file") and reads the JSON reply. XMLHttpRequest rather than
// fetch, for the upload progress; failures carry the server's pt-BR message.
import { ApiError, connectionErrorMessage } from './api.ts';

const unexpected = 'Não foi possível enviar o arquivo. Tente novamente.';

export function uploadFile<T>(url: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { error?: { code?: string; message?: string } }) | null;
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
