// Step-up (issue 18): before money leaves or the payout key changes, the account holder proves
// again who they are: the password, or a 6-digit code sent by e-mail.
import { z } from 'zod';

export const STEP_UP_MINUTES = 10;
export const STEP_UP_CODE_MINUTES = 10;
export const STEP_UP_CODE_ATTEMPTS = 5;

export const stepUpMessages = {
  required: 'Por segurança, confirme sua senha para continuar.',
  emailNotVerified:
    'Confirme seu e-mail antes de sacar ou mudar a chave PIX. Enviamos o link quando você se cadastrou.',
  codeInvalid: 'Código inválido ou expirado. Peça um novo código.',
  codeFormat: 'Informe os 6 dígitos do código.',
  proofMissing: 'Informe sua senha ou o código recebido por e-mail.',
  codeSent: 'Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.',
  dialogTitle: 'Confirme sua senha',
  dialogText: 'Para sacar ou mudar a chave PIX, confirme que é você.',
} as const;

/** The password again, or the e-mailed code. */
export const stepUpBody = z
  .object({
    password: z.string().min(1).max(200).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, stepUpMessages.codeFormat)
      .optional(),
  })
  .refine((b) => Boolean(b.password) !== Boolean(b.code), { message: stepUpMessages.proofMissing });
export type StepUpBody = z.infer<typeof stepUpBody>;
