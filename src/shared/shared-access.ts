// Shared access (issue 21, section 6): the couple lets its partner (same access, money included)
// and a cerimonialista (guests, events, invitations, RSVPs, messages and the site; nothing of
// money) into the panel. Request and reply shapes and the pt-BR texts both sides show.
import { z } from 'zod';
import { emailSchema } from './auth/schemas.ts';

export const memberRoles = ['partner', 'planner'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type WeddingRole = 'owner' | MemberRole;

/** How long an invitation link stays valid. */
export const MEMBER_INVITE_DAYS = 7;

export const sharedAccessTexts = {
  pageTitle: 'Acesso compartilhado',
  pageLead:
    'Convide seu par para entrar com o próprio e-mail e senha, e, se quiserem, a cerimonialista: ela cuida dos convidados, eventos, convites, presenças e do site, mas não vê nada de dinheiro.',
  roleLabel: { partner: 'Parceiro(a)', planner: 'Cerimonialista' } satisfies Record<MemberRole, string>,
  roleHint: {
    partner: 'Mesmo acesso de vocês, inclusive carteira, saques e presentes recebidos.',
    planner: 'Convidados, eventos, convites, presenças, recados e site. Nada de valores, carteira ou saques.',
  } satisfies Record<MemberRole, string>,
  inviteTitle: 'Convidar alguém',
  email: 'E-mail da pessoa',
  role: 'Acesso',
  invite: 'Enviar convite',
  invited: (email: string) => `Convite enviado para ${email}.`,
  listTitle: 'Quem tem acesso',
  empty: 'Ninguém além de vocês tem acesso ao painel ainda.',
  pending: 'Convite pendente',
  expired: 'Convite expirado',
  accepted: 'Com acesso',
  invitedOn: (date: string) => `Convidado(a) em ${date}`,
  acceptedOn: (date: string) => `Entrou em ${date}`,
  resend: 'Reenviar convite',
  resent: (email: string) => `Convite reenviado para ${email}.`,
  cancel: 'Cancelar convite',
  cancelled: (email: string) => `Convite de ${email} cancelado.`,
  remove: 'Remover acesso',
  removeTitle: 'Remover acesso?',
  removeBody: (email: string) =>
    `${email} deixa de entrar no painel deste casamento agora mesmo, em todos os aparelhos.`,
  removed: (email: string) => `${email} não tem mais acesso.`,
  coupleOnly: 'Só os noivos convidam e removem pessoas.',
  // The acceptance page.
  acceptTitle: 'Aceitar convite',
  acceptLead: (names: string, role: MemberRole) =>
    role === 'partner'
      ? `Você foi convidado(a) para o painel do casamento de ${names}, com o mesmo acesso dos noivos.`
      : `Você foi convidado(a) como cerimonialista do casamento de ${names}: convidados, eventos, convites, presenças e site.`,
  newPasswordLead: (email: string) => `Crie uma senha para entrar com ${email}.`,
  existingPasswordLead: (email: string) =>
    `${email} já tem uma conta no Nosso Sim. Digite a senha dela para aceitar.`,
  password: 'Senha',
  accept: 'Aceitar e entrar',
  checking: 'Conferindo o convite...',
  // A planner who opens a money page.
  moneyOnlyTitle: 'Área só dos noivos',
  moneyOnly:
    'Esta página mostra valores e dinheiro do casamento, por isso fica só com os noivos. Como cerimonialista, você cuida dos convidados, eventos, convites, presenças e do site.',
  moneyOnlyBack: 'Ir para os convidados',
} as const;

export const sharedAccessMessages = {
  moneyForbidden:
    'Esta parte do painel é só dos noivos: a cerimonialista não vê valores, carteira, saques nem presentes recebidos.',
  memberNotFound: 'Convite ou acesso não encontrado.',
  inviteInvalid:
    'Este convite não vale mais: ele expirou, foi cancelado ou já foi usado. Peça aos noivos um novo convite.',
  memberExists: 'Este e-mail já foi convidado para este casamento.',
  partnerExists:
    'Este casamento já tem um(a) parceiro(a) com acesso ou convidado(a). Cancele ou remova antes de convidar outra pessoa.',
  emailTaken:
    'Este e-mail já é de uma conta de noivos ou da administração do Nosso Sim. Convide outro e-mail.',
  chooseRole: 'Escolha o acesso.',
} as const;

export const inviteMemberBody = z.object({
  email: z.string().trim().min(1, 'Digite o e-mail da pessoa.').pipe(emailSchema),
  role: z.enum(memberRoles, { error: sharedAccessMessages.chooseRole }),
});
export type InviteMember = z.infer<typeof inviteMemberBody>;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  status: z.enum(['pending', 'expired', 'accepted']),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const membersReply = z.object({ members: z.array(memberSchema) });

export const memberInviteToken = z.string().min(16).max(200);

/** What the acceptance page shows before the password. */
export const memberInviteReply = z.object({
  email: z.string(),
  role: z.enum(memberRoles),
  coupleNames: z.string(),
  /** The e-mail already has an account: the page asks for its password instead of a new one. */
  hasAccount: z.boolean(),
});
export type MemberInvite = z.infer<typeof memberInviteReply>;

/** The server checks a new password's rules only when it creates the account. */
export const acceptInviteBody = z.object({
  token: memberInviteToken,
  password: z.string().min(1, 'Digite sua senha.').max(256),
});
