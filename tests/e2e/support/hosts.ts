// URLs of the four hosts of the app under test.
import { baseHost } from '../../../playwright.config.ts';

export const hosts = {
  public: `http://${baseHost}`,
  painel: `http://painel.${baseHost}`,
  admin: `http://admin.${baseHost}`,
  noivos: `http://noivos.${baseHost}`,
} as const;
