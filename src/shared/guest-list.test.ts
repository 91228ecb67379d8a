import { describe, expect, it } from 'vitest';
import { defaultInviteTemplate, inviteState, readGuestListSettings } from './guest-list.ts';
import { itReturns } from './testing/it-returns.ts';

describe('inviteState', () => {
  const at = new Date('2027-01-01T12:00:00Z');
  itReturns("reads the invitation's state from its dates", inviteState, [
    [{ sentAt: null, firstOpenedAt: null, answeredAt: null }, 'nao-enviado'],
    [{ sentAt: at, firstOpenedAt: null, answeredAt: null }, 'enviado'],
    [{ sentAt: at, firstOpenedAt: at, answeredAt: null }, 'aberto'],
    // A household may open a link passed on by someone else, or answer without it being marked sent.
    [{ sentAt: null, firstOpenedAt: at, answeredAt: null }, 'aberto'],
    [{ sentAt: null, firstOpenedAt: null, answeredAt: at }, 'respondido'],
  ]);
});

describe('readGuestListSettings', () => {
  it('fills what is missing with the defaults', () => {
    expect(readGuestListSettings({ childUntil: 10 })).toMatchObject({
      childUntil: 10,
      babyUntil: 2,
      inviteTemplate: defaultInviteTemplate,
      autoReminderDays: null,
    });
  });

  it('falls back to the defaults when what is stored is broken', () => {
    expect(readGuestListSettings({ childUntil: 'doze' }).childUntil).toBe(12);
    expect(readGuestListSettings(null).babyUntil).toBe(2);
  });
});
