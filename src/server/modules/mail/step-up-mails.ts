// The e-mails of payout safety: the step-up code, and the notice that a new payout key is on hold.
import { STEP_UP_CODE_MINUTES } from '../../../shared/auth/step-up.ts';
import type { Mail } from './mailer.ts';
import { composeMail } from './templates.ts';

export function stepUpCodeMail(to: string, code: string): Mail {
  const title = `Seu código: ${code}`;
  const lines = [
    `Use o código ${code} para confirmar que é você no Nosso Sim. Ele vale por ${STEP_UP_CODE_MINUTES} minutos.`,
    'Se não foi você quem pediu, troque sua senha: alguém pode estar tentando sacar seus presentes.',
  ];
  return {
    to,
    subject: 'Código de confirmação - Nosso Sim',
    text: `${title}\n\n${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif"><h1>${title}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`,
  };
}

/** A new payout key was registered: when it becomes active, and a one-time link to cancel it. */
export function payoutKeyHeldMail(
  to: string,
  p: { keyLabel: string; activeFrom: string; cancelUrl: string },
): Mail {
  return composeMail({
    to,
    subject: 'Nova chave PIX para saques cadastrada - Nosso Sim',
    title: 'Nova chave PIX cadastrada',
    lines: [
      `Uma nova chave PIX para receber os saques foi cadastrada na sua conta: ${p.keyLabel}.`,
      `Por segurança, ela fica em espera e só recebe saques a partir de ${p.activeFrom}. Até lá, os saques continuam indo para a chave anterior.`,
      'Se não foi você, cancele a nova chave pelo botão abaixo e troque sua senha.',
    ],
    action: { label: 'Cancelar a nova chave', url: p.cancelUrl },
  });
}
