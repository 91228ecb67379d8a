import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('writes the singular for one and the plural for any other count, zero included', () => {
    expect(plural(1, 'acompanhante', 'acompanhantes')).toBe('1 acompanhante');
    expect(plural(2, 'acompanhante', 'acompanhantes')).toBe('2 acompanhantes');
    expect(plural(0, 'presente', 'presentes')).toBe('0 presentes');
    expect(plural(1n, 'caractere', 'caracteres')).toBe('1 caractere');
  });
});
