// Where keepsake zips are kept: apart from uploads, which the app serves to anyone at /media/ (a
// keepsake holds the guests' answers and messages), so only the download route reads them: the
// folder `$DATA_DIR/keepsakes`, or the bucket under `keepsakes/` when S3 is set.
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';

export function keepsakeStore(config: Config): Promise<FileStore> {
  return createFileStore({
    ...config,
    uploadDir: path.join(config.dataDir, 'keepsakes'),
    s3: config.s3 ? { ...config.s3, prefix: `${config.s3.prefix}keepsakes/` } : undefined,
  });
}
