// The personal invitation page (issue 21, section 3): its pt-BR texts, and the household's answer
// read from the plain form it posts (yes or no per member per event, dietary restrictions, a note,
// the extra companions' names), so the page works the same with or without JavaScript.
import { z } from 'zod';
import { optionalText } from './api-fields.ts';
import { formatDateShort } from './dates.ts';

export const invitationTexts = {
  greeting: (household: string) => `Olá, ${household}!`,
  lead: 'Preparamos este convite especialmente para vocês. Confiram os detalhes e confirmem a presença de cada um.',
  yourEvents: 'Vocês estão convidados para',
  formTitle: 'Confirme a presença',
  going: 'Vou',
  notGoing: 'Não vou',
  dietary: 'Restrição alimentar (opcional)',
  dietaryHint: 'Vegetariano, sem glúten, alergias...',
  companionsTitle: (max: number) =>
    max === 1 ? 'Vocês podem levar 1 acompanhante' : `Vocês podem levar até ${max} acompanhantes`,
  companionName: (n: number) => `Nome do acompanhante ${n} (opcional)`,
  note: 'Recado para os noivos (opcional)',
  submit: 'Enviar resposta',
  change: 'Atualizar resposta',
  saved: 'Resposta enviada! Obrigado por confirmar. Vocês podem mudar a resposta por este mesmo link.',
  answerTitle: 'Sua resposta',
  answeredOn: (date: string) => `Respondido em ${date}.`,
  answerGoing: 'vai',
  answerNotGoing: 'não vai',
  answerWaiting: 'sem resposta',
  deadline: (deadline: string) => `Responda até ${formatDateShort(deadline)}.`,
  closed: (deadline: string) =>
    `O prazo para confirmar terminou em ${formatDateShort(deadline)}. Para mudar sua resposta, fale com os noivos.`,
  noEvents: 'Os noivos ainda vão informar os eventos do seu convite.',
  dressCode: 'Traje',
  mapLink: 'Ver no mapa',
  homeBanner: (household: string) => `Olá, ${household}! Este site guarda o seu convite pessoal.`,
  homeBannerLink: 'Abrir meu convite',
  pageBanner: (household: string) => `Olá, ${household}! Este é o seu convite pessoal.`,
  pageBannerLink: 'Responder ao convite',
  inviteOnly:
    'As confirmações deste casamento são feitas pelo link pessoal do convite. Use o link que os noivos enviaram para vocês.',
  answerAll: 'Responda “Vou” ou “Não vou” para cada pessoa em cada evento.',
  remindersTitle: 'Lembretes pelo WhatsApp',
  remindersLead:
    'Receba pelo WhatsApp um lembrete antes do prazo para responder e outro no dia do evento, com o link do mapa. Para parar, responda SAIR.',
  remindersPhone: 'Seu WhatsApp (com DDD)',
  remindersSubmit: 'Quero receber lembretes',
  remindersActive: (phone: string) => `Lembretes ativos para ${phone}.`,
  remindersChange: 'Trocar número',
  remindersSaved: 'Pronto! Vocês vão receber os lembretes pelo WhatsApp.',
} as const;

/**
 * Where the guest site's page takes a household's part: the personal invitation on its page, the
 * "Olá, ..." line on the home of a browser that opened it. The server fills it per request.
 */
export const INVITATION_SLOT = '<!--convite-->';
/** Above the site's menu: the line that greets the household ("Olá, ...") and leads to its answer. */
export const INVITATION_BANNER_SLOT = '<!--convite-saudacao-->';

/** A household's answer as the server stores it. */
export const invitationAnswerBody = z.object({
  answers: z.array(z.object({ memberId: z.uuid(), eventId: z.uuid(), attending: z.boolean() })).max(2000),
  dietary: z.array(z.object({ memberId: z.uuid(), dietary: z.string().trim().max(200) })).max(200),
  companionNames: z.array(z.string().trim().min(1).max(120)).max(20),
  note: optionalText(1000),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerBody>;

/** Field names of the form: `r.<memberId>.<eventId>` (sim/nao), `d.<memberId>`, `c` (companions), `note`. */
export const answerField = (memberId: string, eventId: string) => `r.${memberId}.${eventId}`;
export const dietaryField = (memberId: string) => `d.${memberId}`;

/** The posted form (url-encoded, flat keys) read into the answer; unknown keys are ignored. */
export function readInvitationForm(form: Record<string, unknown>) {
  const answers: { memberId: string; eventId: string; attending: boolean }[] = [];
  const dietary: { memberId: string; dietary: string }[] = [];
  for (const [key, raw] of Object.entries(form)) {
    const value = typeof raw === 'string' ? raw : '';
    const answer = /^r\.([^.]+)\.([^.]+)$/.exec(key);
    if (answer && (value === 'sim' || value === 'nao'))
      answers.push({ memberId: answer[1]!, eventId: answer[2]!, attending: value === 'sim' });
    const diet = /^d\.([^.]+)$/.exec(key);
    if (diet) dietary.push({ memberId: diet[1]!, dietary: value });
  }
  const companions = [form.c].flat().filter((c): c is string => typeof c === 'string');
  return invitationAnswerBody.safeParse({
    answers,
    dietary,
    companionNames: companions.map((c) => c.trim()).filter(Boolean),
    note: typeof form.note === 'string' ? form.note : null,
  });
}

export type AnswerProblem = 'INCOMPLETE' | 'COMPANIONS';

/** What is wrong with an answer for this household, or null: every pair answered, once, and no more companions than allowed. */
export function answerProblem(
  answer: InvitationAnswer,
  household: { maxCompanions: number },
  memberIds: string[],
  eventIds: string[],
): AnswerProblem | null {
  if (answer.companionNames.length > household.maxCompanions) return 'COMPANIONS';
  const expected = new Set(memberIds.flatMap((m) => eventIds.map((e) => `${m}.${e}`)));
  const given = new Set(answer.answers.map((a) => `${a.memberId}.${a.eventId}`));
  if (given.size !== answer.answers.length || given.size !== expected.size) return 'INCOMPLETE';
  for (const pair of given) if (!expected.has(pair)) return 'INCOMPLETE';
  return null;
}
