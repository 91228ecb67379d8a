// Paths each host answers. The web routers are built from these and the server uses them to
// answer unknown paths with 404, so the two never disagree.

export const publicPaths = {
  home: '/',
  login: '/entrar',
  signUp: '/crie-sua-conta',
  findCouple: '/encontre-um-casamento',
  weddingSite: '/site-de-casamento',
  weddingList: '/lista-de-casamento',
  pricing: '/precos-e-servicos',
  about: '/quem-somos',
  blog: '/blog',
  resetPassword: '/redefinir-senha',
  resetPasswordNew: '/redefinir-senha/nova',
  terms: '/terms',
  privacy: '/privacy',
} as const;

export const painelPaths = {
  home: '/',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  login: '/entrar',
  verifyEmail: '/verificar-email',
  signUp: '/crie-sua-conta',
  resetPassword: '/redefinir-senha',
  /** The hold e-mail's one-time link that cancels a new payout PIX key. */
  cancelPayoutKey: '/chave-pix/cancelar',
  /** The shared-access e-mail's link: the invited partner or planner sets a password. */
  acceptAccess: '/acesso-compartilhado',
} as const;

export const adminPaths = {
  home: '/',
  admin: '/admin',
  login: '/entrar',
} as const;

/** Route patterns per host; a trailing `/*` matches any sub-path. */
export const knownRoutes = {
  public: [...Object.values(publicPaths), '/crie-sua-conta/*', '/redefinir-senha/*'],
  painel: [
    ...Object.values(painelPaths),
    '/onboarding/*',
    '/dashboard/*',
    '/crie-sua-conta/*',
    '/redefinir-senha/*',
  ],
  admin: [...Object.values(adminPaths), '/admin/*'],
} as const;

export function matchesRoute(patterns: readonly string[], path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return patterns.some((p) =>
    p.endsWith('/*') ? clean === p.slice(0, -2) || clean.startsWith(p.slice(0, -1)) : clean === p,
  );
}
