// Administrators' two-step verification (TOTP): the texts and request shapes shared by the admin
// pages and the server.
import { z } from 'zod';
import { requiredText } from '../api-fields.ts';

export const twoFactorMessages = {
  setupTitle: 'Configure a verificação em duas etapas',
  setupIntro:
    'Escaneie o QR code com um aplicativo autenticador (Google Authenticator, Authy, 1Password...) ou digite a chave abaixo, e confirme com o código de 6 dígitos que ele mostrar.',
  codeLabel: 'Código de verificação',
  codeHint: 'O código de 6 dígitos do aplicativo autenticador, ou um código de recuperação.',
  verifyTitle: 'Verificação em duas etapas',
  verifyIntro: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  invalidCode: 'Código inválido ou expirado. Confira o relógio do celular e tente de novo.',
  codeRequired: 'Digite o código de verificação.',
  loginExpired: 'Sua entrada expirou. Entre de novo com e-mail e senha.',
  recoveryTitle: 'Guarde seus códigos de recuperação',
  recoveryIntro:
    'Cada código entra uma única vez, caso você perca o celular. Guarde-os em um lugar seguro: eles não serão mostrados de novo.',
  enabled: 'Verificação em duas etapas ativada.',
  alreadyEnabled: 'A verificação em duas etapas já está ativada nesta conta.',
  useAdminHost: 'Administradores entram pela área administrativa.',
} as const;

export const twoFactorCodeBody = z.object({
  code: requiredText(twoFactorMessages.codeRequired, 40, twoFactorMessages.invalidCode),
});

export const twoFactorSetupReply = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});

export const twoFactorEnabledReply = z.object({
  recoveryCodes: z.array(z.string()),
  redirectTo: z.string(),
});

/** Where the admin pages of the second step live (admin host). */
export const twoFactorPaths = { setup: '/admin/seguranca', verify: '/admin/verificacao' } as const;

export const isTwoFactorStep = (path: string): boolean =>
  path === twoFactorPaths.setup || path === twoFactorPaths.verify;
