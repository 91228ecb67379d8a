import { describe, expect, it } from 'vitest';
import { isInviteCode } from '../../../shared/invite-code.ts';
import { newInviteCode } from './invite-code.ts';

describe('newInviteCode', () => {
  it('is 22 URL-safe characters carrying 128 random bits', () => {
    const codes = Array.from({ length: 200 }, newInviteCode);
    expect(codes.every(isInviteCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Buffer.from(codes[0]!, 'base64url')).toHaveLength(16);
  });
});
