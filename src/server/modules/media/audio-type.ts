// What an uploaded song really is: music-metadata reads the file's structure (MPEG frames, MP4
// boxes, Ogg pages, RIFF chunks) and must find audio with a sample rate, not just a familiar prefix.
import { parseBuffer } from 'music-metadata';

export interface AudioType {
  mime: string;
  ext: string;
}

function typeOfContainer(container: string): AudioType | null {
  if (container === 'MPEG') return { mime: 'audio/mpeg', ext: 'mp3' };
  if (container === 'Ogg') return { mime: 'audio/ogg', ext: 'ogg' };
  if (container === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
  // MP4 names its container by its brands ("M4A/isom/iso2").
  if (/^(M4A|M4B|mp4\d?|isom|iso\d)(\/|$)/i.test(container)) return { mime: 'audio/mp4', ext: 'm4a' };
  return null;
}

/** MP3, M4A, OGG or WAV with a readable audio stream; null for anything else. */
export async function audioType(bytes: Buffer): Promise<AudioType | null> {
  try {
    const { format } = await parseBuffer(bytes, undefined, { duration: false, skipCovers: true });
    if (!format.container || !format.sampleRate) return null;
    return typeOfContainer(format.container);
  } catch {
    return null;
  }
}
