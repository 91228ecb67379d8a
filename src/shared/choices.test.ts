import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { choices } from './choices.ts';

const labels = { adulto: 'Adulto', 'nao-enviado': 'Não enviado', bebe: 'Bebê' };
const { values, labels: named } = choices(labels);

describe('choices', () => {
  it('takes the values from the labels, in the order they are written', () => {
    expect(values).toEqual(['adulto', 'nao-enviado', 'bebe']);
    expectTypeOf<(typeof values)[number]>().toEqualTypeOf<'adulto' | 'nao-enviado' | 'bebe'>();
  });

  it('keeps the labels as written', () => {
    expect(named).toBe(labels);
    expect(named['nao-enviado']).toBe('Não enviado');
    expectTypeOf(named).toEqualTypeOf<Readonly<Record<'adulto' | 'nao-enviado' | 'bebe', string>>>();
  });

  it('gives z.enum the values: each one passes, anything else is refused', () => {
    const schema = z.enum(values);
    for (const value of values) expect(schema.parse(value)).toBe(value);
    expect(schema.safeParse('crianca').success).toBe(false);
    expect(schema.safeParse('Adulto').success).toBe(false);
    expect(schema.options).toEqual(values);
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<'adulto' | 'nao-enviado' | 'bebe'>();
  });
});
