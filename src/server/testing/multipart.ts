// A multipart/form-data body with one file in the "file" field, for upload tests.
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
