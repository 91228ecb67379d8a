// The couple's payout PIX key (issue 18): the holder's CPF registered once, a key the provider's
// look-up says belongs to that CPF, and a hold before a new key's first payout.
import { z } from 'zod';
import { normaliseCpf } from './checkout.ts';
import { pixKeySchema, pixKeyTypes } from './pix.ts';

export const payoutKeyMessages = {
  holderCpfInvalid: 'Informe um CPF válido para o titular.',
  holderRequired: 'Informe o CPF do titular da conta que vai receber os saques.',
  holderFixed:
    'O CPF do titular já foi cadastrado e não pode ser trocado aqui. Fale com o nosso atendimento.',
  keyNotFound: 'Essa chave PIX não existe. Confira o que você digitou.',
  keyOtherHolder: 'Essa chave PIX pertence a outra pessoa. Use uma chave em nome do titular cadastrado.',
  keyCpfOnly: 'Com o nosso provedor de pagamentos, só aceitamos como chave o CPF do titular.',
  keyMissing: 'Cadastre uma chave PIX para receber os saques antes de sacar.',
  keyOnHold: 'Sua chave PIX está em espera por segurança. Você poderá sacar quando ela ficar ativa.',
  cancelInvalid: 'Este link de cancelamento é inválido, expirou ou já foi usado.',
  cancelled: 'A nova chave PIX foi cancelada. Os saques continuam indo para a chave anterior, se houver.',
  saved: 'Chave cadastrada! Por segurança, ela fica em espera antes do primeiro saque.',
  nothingToCancel: 'Não há chave em espera para cancelar.',
} as const;

/** The holder's CPF as digits, or an issue in pt-BR. */
export const holderCpfSchema = z.string().transform((v, ctx) => {
  const cpf = normaliseCpf(v);
  if (!cpf) {
    ctx.addIssue({ code: 'custom', message: payoutKeyMessages.holderCpfInvalid });
    return z.NEVER;
  }
  return cpf;
});

/** A new payout key; the holder's CPF only the first time. */
export const payoutKeyBody = z.object({
  holderCpf: holderCpfSchema.optional(),
  pixKey: pixKeySchema,
});
export type PayoutKeyBody = z.input<typeof payoutKeyBody>;

export const cancelPayoutKeyBody = z.object({ token: z.string().trim().min(16).max(200) });

const keyView = z.object({ type: z.enum(pixKeyTypes), key: z.string() });

export const payoutKeyViewSchema = z.object({
  /** The holder's CPF, masked (`***.533.447-**`), or null before it is registered. */
  holderCpf: z.string().nullable(),
  /** The key in use, with its holder's name and bank when the provider's look-up told them. */
  active: keyView.extend({ holderName: z.string().nullable(), bankName: z.string().nullable() }).nullable(),
  pending: keyView.extend({ id: z.string(), activeFrom: z.string() }).nullable(),
});
export type PayoutKeyView = z.infer<typeof payoutKeyViewSchema>;

/** `***.533.447-**`: enough for the couple to recognise, useless to anyone else. */
export function maskHolderCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "25/11/2026, 14:30" in São Paulo time. */
export function formatHoldEnd(activeFrom: Date): string {
  return dateTime.format(activeFrom);
}

/** "Nova chave em espera até 25/11/2026, 14:30". */
export function holdLabel(activeFrom: Date): string {
  return `Nova chave em espera até ${formatHoldEnd(activeFrom)}`;
}
