// A multipart/form-data body with one file in the "file" field, and plain images, for upload tests.
import sharp from 'sharp';
import type { browser } from './http.ts';
import { unique } from './test-app.ts';

export function multipartFile(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----x${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An image of one colour, encoded as `format`. */
export function plainImage(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height = width,
  background = '#E77BAF',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
}

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** An administrator's upload to the back office's images for one purpose, typed by its extension. */
export function uploadAsset(b: ReturnType<typeof browser>, purpose: string, fileName: string, bytes: Buffer) {
  const type = imageTypes[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return b.request('admin', {
    method: 'POST',
    url: `/api/admin/assets?purpose=${purpose}`,
    ...multipartFile(fileName, type, bytes),
  });
}
