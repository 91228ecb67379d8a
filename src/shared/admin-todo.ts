// The admin home's "A fazer" queue: what waits for someone, counted live, each leading to its list
// on "Pagamentos" (withdrawals requested, in progress, or failed and not retried; payments in dispute).
import { z } from 'zod';

export const todoKinds = [
  'saques-solicitados',
  'saques-processando',
  'saques-falharam',
  'contestados',
] as const;
export type TodoKind = (typeof todoKinds)[number];

export const todoQueueSchema = z.object({
  counts: z.object(
    Object.fromEntries(todoKinds.map((k) => [k, z.number().int()])) as Record<TodoKind, z.ZodNumber>,
  ),
});
export type TodoQueue = z.infer<typeof todoQueueSchema>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('#', String(n)));

/** Each kind in words, by count, and the "Pagamentos" address that lists exactly those. */
export const todoItems: Record<TodoKind, { text: (n: number) => string; search: string }> = {
  'saques-solicitados': {
    text: (n) => plural(n, '1 saque aguardando envio', '# saques aguardando envio'),
    search: '?aba=saques&status=solicitado',
  },
  'saques-processando': {
    text: (n) => plural(n, '1 saque em processamento', '# saques em processamento'),
    search: '?aba=saques&status=processando',
  },
  'saques-falharam': {
    text: (n) => plural(n, '1 saque falhou, sem nova tentativa', '# saques falharam, sem nova tentativa'),
    search: '?aba=saques&status=falhou-sem-nova-tentativa',
  },
  contestados: {
    text: (n) => plural(n, '1 pagamento contestado', '# pagamentos contestados'),
    search: '?status=contestado',
  },
};
