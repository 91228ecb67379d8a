// Files on their way to the server, each with its progress or its refusal (the server's pt-BR
// message: not an image, over 10 MB, too many pixels, not audio, no space left).
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { uploadMedia } from '../../lib/upload-media.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { useWeddingId } from '../session/session-context.ts';
import type { MediaItem } from './site-api.ts';
import { useMediaLibrary } from './use-site-editor.ts';

export interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

export function useUploads(kind: 'image' | 'audio') {
  const weddingId = useWeddingId();
  const { remember } = useMediaLibrary();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const counter = useRef(0);

  const change = useCallback(
    (key: string, patch: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u))),
    [],
  );

  /** Sends the files one after another; `onDone` gets each stored file in order. */
  const start = useCallback(
    async (files: File[], onDone: (item: MediaItem) => void) => {
      if (!weddingId || files.length === 0) return;
      const batch = files.map((file) => ({ file, key: `u${++counter.current}` }));
      setUploads((list) => [
        ...list.filter((u) => u.error === null),
        ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
      ]);
      for (const { file, key } of batch) {
        try {
          const item = await uploadMedia(weddingId, kind, file, (progress) => change(key, { progress }));
          remember(item);
          onDone(item);
          setUploads((list) => list.filter((u) => u.key !== key));
        } catch (err) {
          const message = errorMessage(err);
          change(key, { error: message });
          toast.error(`${file.name}: ${message}`);
        }
      }
    },
    [weddingId, kind, change, remember],
  );

  const dismiss = useCallback((key: string) => setUploads((list) => list.filter((u) => u.key !== key)), []);
  const busy = uploads.some((u) => u.error === null);
  return { uploads, start, dismiss, busy };
}
