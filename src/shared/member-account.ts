// "Minha conta" of a member of a wedding (shared access): their own name and password, the only
// account data a partner or cerimonialista has (the couple's data and payout key stay the owner's).
import { z } from 'zod';
import { newPasswordSchema } from './auth/schemas.ts';

export const memberAccountTexts = {
  title: 'Minha conta',
  lead: 'Seu nome e sua senha de acesso ao painel. Os dados do casal e a chave PIX ficam com os noivos.',
  email: 'E-mail de acesso',
  name: 'Seu nome',
  saveName: 'Salvar nome',
  nameSaved: 'Nome salvo.',
  passwordTitle: 'Alterar senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  savePassword: 'Alterar senha',
  passwordChanged: 'Senha alterada. Os outros aparelhos conectados saíram da conta.',
  loading: 'Carregando sua conta...',
  loadFailed: 'Não foi possível carregar sua conta.',
  retry: 'Tentar novamente',
} as const;

export const memberNameBody = z.object({
  name: z.string().trim().min(1, 'Digite seu nome.').max(80, 'Use até 80 caracteres.'),
});
export type MemberName = z.infer<typeof memberNameBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Digite sua senha atual.').max(256),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordBody>;

export const ownAccountReply = z.object({ email: z.string(), name: z.string().nullable() });
export type OwnAccount = z.infer<typeof ownAccountReply>;
