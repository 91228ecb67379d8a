// URLs of the four hosts of the app under test.
import { baseHost } from '../../../playwright.config.ts';

export const hosts = {
  public: `http://${baseHost}`,
  painel: `http://painel.${baseHost}`,
  admin: `http://admin.${baseHost}`,
  noivos: `http://noivos.${baseHost}`,
} as const;

/** The public host's marketing and legal pages (the landing `/` apart). */
export const marketingPaths = [
  '/site-de-casamento',
  '/lista-de-casamento',
  '/precos-e-servicos',
  '/quem-somos',
  '/blog',
  '/terms',
  '/privacy',
] as const;
