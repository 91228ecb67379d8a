// zod's default messages are English ("Invalid input: expected string, received undefined"). Every
// message that can reach a person is pt-BR: the common cases in our words, the rest from zod's
// Portuguese locale. Schemas with their own message (the spec's texts) keep it.
import { type core, z } from 'zod';
// The one locale we use, imported by itself: `z.locales` would bring every language to the browser.
import pt from 'zod/v4/locales/pt.js';
import { plural } from './plural.ts';

const typeNames: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  date: 'data',
};

export function brazilianZodMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.';
      return `Valor inválido: esperado ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Campo obrigatório.'
          : `Deve ter pelo menos ${plural(issue.minimum, 'caractere', 'caracteres')}.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Escolha pelo menos ${plural(issue.minimum, 'item', 'itens')}.`;
      }
      return `Deve ser ${issue.inclusive ? 'maior ou igual a' : 'maior que'} ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `Deve ter no máximo ${plural(issue.maximum, 'caractere', 'caracteres')}.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Escolha no máximo ${plural(issue.maximum, 'item', 'itens')}.`;
      }
      return `Deve ser ${issue.inclusive ? 'menor ou igual a' : 'menor que'} ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'E-mail inválido.';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Identificador inválido.';
      if (issue.format === 'url') return 'Endereço (URL) inválido.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Data inválida.';
      return 'Formato inválido.';
    case 'invalid_value':
      return `Valor inválido. Opções: ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

/** Installs the pt-BR messages for every schema in this process or page (call once at start). */
export function installBrazilianZodMessages(): void {
  const portuguese = pt().localeError;
  z.config({
    localeError: (issue) => brazilianZodMessage(issue) ?? portuguese(issue),
  });
}
