import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installBrazilianZodMessages } from './zod-messages.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('pt-BR validation messages', () => {
  beforeAll(() => installBrazilianZodMessages());

  it('says a missing field is required, never the English default', () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe('Campo obrigatório.');
    expect(firstMessage(z.string().min(1), '')).toBe('Campo obrigatório.');
  });

  it('names lengths, bounds, formats and options in Portuguese', () => {
    expect(firstMessage(z.string().min(3), 'ab')).toBe('Deve ter pelo menos 3 caracteres.');
    expect(firstMessage(z.string().max(1), 'ab')).toBe('Deve ter no máximo 1 caractere.');
    expect(firstMessage(z.number().int().min(0), -1)).toBe('Deve ser maior ou igual a 0.');
    expect(firstMessage(z.number(), 'x')).toBe('Valor inválido: esperado número.');
    expect(firstMessage(z.email(), 'x')).toBe('E-mail inválido.');
    expect(firstMessage(z.uuid(), 'x')).toBe('Identificador inválido.');
    expect(firstMessage(z.enum(['pix', 'boleto']), 'x')).toBe('Valor inválido. Opções: pix, boleto.');
    expect(firstMessage(z.strictObject({}), { a: 1 })).toBe('Campo não permitido: a.');
  });

  it('keeps a schema’s own message', () => {
    expect(firstMessage(z.string().min(1, 'Nome da categoria é obrigatório'), '')).toBe(
      'Nome da categoria é obrigatório',
    );
  });

  it('falls back to zod’s Portuguese for the rare cases', () => {
    const message = firstMessage(z.number().multipleOf(5), 3) ?? '';
    expect(message).not.toMatch(/Invalid|expected/);
    expect(message.length).toBeGreaterThan(0);
  });
});
