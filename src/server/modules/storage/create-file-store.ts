// Picks the file store from the configuration; the AWS SDK is loaded only when S3 is used.
import type { Config } from '../../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';

export async function createFileStore(config: Config): Promise<FileStore> {
  if (!config.s3) return localFileStore(config.uploadDir);
  const { s3FileStore } = await import('./s3-file-store.ts');
  return s3FileStore(config.s3);
}
