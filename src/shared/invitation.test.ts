import { describe, expect, it } from 'vitest';
import { answerField, answerProblem, dietaryField, readInvitationForm } from './invitation.ts';

const ana = '11111111-1111-4111-8111-111111111111';
const rui = '22222222-2222-4222-8222-222222222222';
const festa = '33333333-3333-4333-8333-333333333333';
const igreja = '44444444-4444-4444-8444-444444444444';

describe('readInvitationForm', () => {
  it('reads yes and no per member and event, dietary restrictions, companions and the note', () => {
    const parsed = readInvitationForm({
      [answerField(ana, festa)]: 'sim',
      [answerField(rui, festa)]: 'nao',
      [dietaryField(ana)]: ' vegetariana ',
      [dietaryField(rui)]: '',
      c: ['Lia', '  ', 'Tio Ivo'],
      note: '  ',
      other: 'ignored',
    });
    expect(parsed.data).toEqual({
      answers: [
        { memberId: ana, eventId: festa, attending: true },
        { memberId: rui, eventId: festa, attending: false },
      ],
      dietary: [
        { memberId: ana, dietary: 'vegetariana' },
        { memberId: rui, dietary: '' },
      ],
      companionNames: ['Lia', 'Tio Ivo'],
      note: null,
    });
  });

  it('takes one companion sent alone (not as a list) and skips answers that are neither yes nor no', () => {
    const parsed = readInvitationForm({ c: 'Lia', [answerField(ana, festa)]: 'talvez' });
    expect(parsed.data?.companionNames).toEqual(['Lia']);
    expect(parsed.data?.answers).toEqual([]);
  });

  it('refuses ids that are not ids', () => {
    expect(readInvitationForm({ [answerField('x', festa)]: 'sim' }).success).toBe(false);
  });
});

describe('answerProblem', () => {
  const answer = (pairs: [string, string][], companionNames: string[] = []) => ({
    answers: pairs.map(([memberId, eventId]) => ({ memberId, eventId, attending: true })),
    dietary: [],
    companionNames,
    note: null,
  });
  const all: [string, string][] = [
    [ana, festa],
    [ana, igreja],
    [rui, festa],
    [rui, igreja],
  ];

  it('accepts every member answered for every event, once', () => {
    expect(answerProblem(answer(all), { maxCompanions: 0 }, [ana, rui], [festa, igreja])).toBeNull();
  });

  it('wants every pair, no pair twice and no pair of another household or event', () => {
    const h = { maxCompanions: 0 };
    expect(answerProblem(answer(all.slice(1)), h, [ana, rui], [festa, igreja])).toBe('INCOMPLETE');
    expect(answerProblem(answer([...all.slice(1), [rui, igreja]]), h, [ana, rui], [festa, igreja])).toBe(
      'INCOMPLETE',
    );
    expect(answerProblem(answer([[ana, festa]]), h, [ana], [igreja])).toBe('INCOMPLETE');
  });

  it('allows no more companions than the invitation', () => {
    expect(
      answerProblem(answer(all, ['Lia', 'Ivo']), { maxCompanions: 1 }, [ana, rui], [festa, igreja]),
    ).toBe('COMPANIONS');
    expect(answerProblem(answer(all, ['Lia']), { maxCompanions: 1 }, [ana, rui], [festa, igreja])).toBeNull();
  });
});
