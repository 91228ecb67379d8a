// The e-mail a couple added by an administrator receives: a link to choose their password.

import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';

export function coupleInviteMail(to: string, name: string, url: string): Mail {
  return composeMail({
    to,
    subject: 'Sua conta no Nosso Sim está pronta - crie sua senha',
    title: `Boas-vindas ao Nosso Sim, ${name}!`,
    lines: [
      'Nossa equipe criou a conta de vocês no Nosso Sim, com o site de casamento e a lista de presentes.',
      'Para entrar, criem uma senha pelo link abaixo. Ele vale por 7 dias e só pode ser usado uma vez.',
    ],
    action: { label: 'Criar minha senha', url },
  });
}
