import { describe, expect, it } from 'vitest';
import { formatBytes, storageUsageText } from './storage.ts';

describe('storage usage', () => {
  it('reads as the panel shows it', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(2048 * 1024 * 1024)).toBe('2 GB');
    expect(storageUsageText(350 * 1024 * 1024, 2048 * 1024 * 1024)).toBe('350 MB de 2 GB usados');
  });
});
