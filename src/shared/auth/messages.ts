// Every pt-BR message of accounts (SPEC 2.3, 2.4, 5 and 8), written once.

export const authMessages = {
  // Login (SPEC 5, 8)
  fillAllFields: 'Por favor, preencha todos os campos.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  loginFailed: 'Ocorreu um erro ao fazer login.',
  sessionFailed: 'Ocorreu um erro ao estabelecer sua sessão. Por favor, tente novamente.',
  unexpected: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  loginSuccess: 'Login realizado com sucesso!',
  accountInactive: 'Esta conta está desativada. Fale com o nosso atendimento.',
  accountHasMoney:
    'Saque o saldo da carteira e aguarde o fim das cobranças e saques pendentes antes de excluir a conta.',
  logoutSuccess: 'Logout realizado com sucesso!',
  logoutFailed: 'Erro ao fazer logout',
  // Any e-mail field but sign-up's, in the copy's own spelling (issue 20)
  invalidEmailAddress: 'Por favor, insira um e-mail válido',
  // Sign-up (SPEC 5, 8): SPEC spells these "email", kept verbatim
  invalidEmail: 'Por favor, insira um email válido',
  acceptTerms: 'Você precisa aceitar os termos para continuar',
  emailInUse: 'Este email já está em uso. Por favor, use outro email ou faça login.',
  connectionError: 'Erro de conexão. Verifique sua internet e tente novamente.',
  signUpFailed: 'Não foi possível criar sua conta. Tente novamente.',
  emailCheckFailed: 'Erro ao validar email',
  signUpUnknown: 'Erro desconhecido ao criar conta',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  userNotIdentified: 'Erro ao identificar usuário. Por favor, tente novamente.',
  saveFailed: 'Erro ao salvar dados. Tente novamente.',
  passwordSetFailed: 'Erro ao definir senha. Verifique os dados e tente novamente.',
  phoneSaveFailed: 'Erro ao salvar telefone. Tente novamente.',
  finishFailed: 'Erro ao finalizar cadastro. Por favor, tente novamente.',
  weakPassword: 'A senha não atende a todos os requisitos de segurança.',
  commonPassword: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  invalidPhone: 'Informe um telefone com DDD, apenas números (até 11 dígitos).',
  pastWeddingDate: 'A data do casamento não pode estar no passado.',
  slugExhausted: 'Não foi possível gerar um slug único após 100 tentativas',
  dateHint: 'Não se preocupe: você pode alterar a data depois.',
  // Reset (SPEC 2.4, 5; DESIGN decision (2))
  resetEmailRequired: 'Por favor, digite seu e-mail de cadastro.',
  resetSentTitle: 'E-mail enviado',
  resetInvalidToken: 'Este link de redefinição é inválido ou expirou. Peça um novo link.',
  resetSuccess: 'Senha alterada com sucesso! Entre com a nova senha.',
  passwordsDiffer: 'As senhas não coincidem.',
  // Verification
  verifyBanner: 'Confirme seu e-mail: enviamos um link para',
  verifySuccess: 'E-mail confirmado com sucesso!',
  verifyInvalidToken: 'Este link de confirmação é inválido ou expirou.',
  verifyResent: 'Enviamos um novo link de confirmação.',
  // Rate limits
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;
