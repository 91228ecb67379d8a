// The invitation e-mail of shared access: who invites, what the access lets the person do, the link.
import { MEMBER_INVITE_DAYS, type MemberRole, sharedAccessTexts } from '../../../shared/shared-access.ts';
import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';

export function memberInviteMail(to: string, coupleNames: string, role: MemberRole, url: string): Mail {
  return composeMail({
    to,
    subject: `${coupleNames} convidaram você para o painel do casamento - Nosso Sim`,
    title: 'Você recebeu um convite',
    lines: [
      sharedAccessTexts.acceptLead(coupleNames, role),
      `Acesso: ${sharedAccessTexts.roleLabel[role]}. ${sharedAccessTexts.roleHint[role]}`,
      `O link vale por ${MEMBER_INVITE_DAYS} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore este e-mail.`,
    ],
    action: { label: 'Aceitar convite', url },
  });
}
