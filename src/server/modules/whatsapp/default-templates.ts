// The templates the platform sends, as written on a fresh start (any environment): the back office
// edits their texts at /admin/whatsapp and the provider approves each version. `variables` says what
// each {{n}} holds, and `samples` are the values a test send and Meta's review use.
import type { WhatsAppCategory, WhatsAppTemplateName } from '../../../shared/whatsapp.ts';
import { whatsappReplies } from '../../../shared/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { whatsappTemplates } from '../../db/schema.ts';

interface DefaultTemplate {
  description: string;
  category: WhatsAppCategory;
  body: string;
  variables: string[];
  samples: string[];
}

const stop = `\n\n${whatsappReplies.stopLine}`;

export const defaultTemplates: Record<WhatsAppTemplateName, DefaultTemplate> = {
  presente_recebido: {
    description: 'Ao casal, quando um presente é pago',
    category: 'utilidade',
    body: `Vocês ganharam um presente! {{1}} deu {{2}}. Vocês recebem {{3}}. Veja em "Presentes recebidos" no painel.${stop}`,
    variables: ['Quem deu o presente', 'O presente', 'Valor para o casal'],
    samples: ['Tia Lúcia', 'Jantar romântico', 'R$ 250,00'],
  },
  saque_pago: {
    description: 'Ao casal, quando um saque é pago',
    category: 'utilidade',
    body: `Seu saque de {{1}} foi pago por PIX para a chave {{2}}, sem nenhuma taxa.${stop}`,
    variables: ['Valor do saque', 'Chave PIX'],
    samples: ['R$ 1.200,00', 'CPF ***.456.789-**'],
  },
  resumo_confirmacoes: {
    description: 'Ao casal, uma vez por dia, se houver novas respostas de presença',
    category: 'utilidade',
    body: `Resumo do dia: {{1}} nova(s) resposta(s) de presença. Já são {{2}} pessoa(s) confirmada(s) no casamento de {{3}}.${stop}`,
    variables: ['Respostas novas', 'Pessoas confirmadas', 'Nomes do casal'],
    samples: ['4', '86', 'Mariana & João'],
  },
  lembrete_confirmacao: {
    description: 'Ao convidado que aceitou, antes do prazo de confirmação',
    category: 'utilidade',
    body: `Olá, {{1}}! {{2}} pedem que você confirme sua presença até {{3}}: {{4}}${stop}`,
    variables: ['Nome do convidado', 'Nomes do casal', 'Prazo', 'Link do convite'],
    samples: ['Ana', 'Mariana & João', '10/10/2027', 'https://noivos.nossosim.com.br/marianaejoao'],
  },
  lembrete_dia_do_evento: {
    description: 'Ao convidado que aceitou, no dia do evento',
    category: 'utilidade',
    body: `Hoje é o grande dia de {{1}}! A cerimônia começa às {{2}} em {{3}}. Como chegar: {{4}}${stop}`,
    variables: ['Nomes do casal', 'Horário', 'Local', 'Link do mapa'],
    samples: ['Mariana & João', '16h30', 'Espaço Jardim', 'https://maps.google.com/?q=Espaço+Jardim'],
  },
};

/** Writes the templates that are missing (a fresh start, or a new template in a release). */
export async function ensureDefaultTemplates(db: Db, approved: boolean): Promise<void> {
  await db
    .insert(whatsappTemplates)
    .values(
      Object.entries(defaultTemplates).map(([name, t]) => ({
        name,
        description: t.description,
        category: t.category,
        body: t.body,
        variables: t.variables,
        status: approved ? ('aprovado' as const) : ('pendente' as const),
      })),
    )
    .onConflictDoNothing();
}
