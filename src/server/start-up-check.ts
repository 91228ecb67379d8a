// A public start never carries development conveniences (DESIGN.md section 9): on a BASE_HOST
// that is not localhost the app refuses to start while a setting is missing or unsafe, and names
// every one of them in one message, so a deploy is fixed in one round instead of one per restart.
import { inArray, sql } from 'drizzle-orm';
import { type Config, DEFAULT_SANDBOX_SECRET } from './config.ts';
import type { Db } from './db/client.ts';
import { users } from './db/schema.ts';
import { demoLogins } from './db/seed/index.ts';
import { DEFAULT_WHATSAPP_SANDBOX_SECRET, missingCloudSettings } from './modules/whatsapp/whatsapp-config.ts';

/** What the environment gets wrong for production (nothing in development). */
export function unsafeSettings(config: Config): string[] {
  if (config.development) return [];
  const problems: string[] = [];
  if (!config.smtpUrl)
    problems.push(
      'SMTP_URL não definido: sem ele nenhum e-mail sai (redefinição de senha, confirmação de e-mail, convites, comprovantes).',
    );
  if (config.paymentProvider === 'sandbox' && !config.allowSandbox)
    problems.push(
      'PAYMENT_PROVIDER=sandbox (o padrão) aprova pagamentos de mentira: use PAYMENT_PROVIDER=asaas, ou ALLOW_SANDBOX=true num ambiente de homologação.',
    );
  // Named with the line above, so a staging deploy learns both at once.
  if (config.paymentProvider === 'sandbox' && config.sandboxWebhookSecret === DEFAULT_SANDBOX_SECRET)
    problems.push(
      'SANDBOX_WEBHOOK_SECRET tem o valor padrão publicado: com o sandbox, defina um segredo próprio, ou qualquer um assina webhooks.',
    );
  if (!config.twoFactorKey)
    problems.push(
      'TWO_FACTOR_KEY não definido (ou igual à chave de desenvolvimento): ele cifra o segredo da verificação em duas etapas dos administradores. Gere um com `openssl rand -base64 32`.',
    );
  if (config.paymentProvider === 'asaas' && !config.asaas)
    problems.push('PAYMENT_PROVIDER=asaas precisa de ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.');
  const whatsapp = missingCloudSettings(config.whatsapp);
  if (whatsapp.length > 0) problems.push(`WHATSAPP_PROVIDER=cloud precisa de ${whatsapp.join(', ')}.`);
  // Without SANDBOX_WEBHOOK_SECRET (named above when the payments sandbox runs) nor its own secret.
  const paymentsSecretNamed = problems.some((p) => p.startsWith('SANDBOX_WEBHOOK_SECRET'));
  if (config.whatsapp.appSecret === DEFAULT_WHATSAPP_SANDBOX_SECRET && !paymentsSecretNamed)
    problems.push(
      'O sandbox do WhatsApp assina webhooks com um segredo padrão publicado: defina SANDBOX_WEBHOOK_SECRET ou WHATSAPP_APP_SECRET.',
    );
  return problems;
}

/**
 * The demo couple and dev admin, whose passwords the README prints: a database once started on
 * localhost and then moved to a public host. Read before migrating, so a refused start changes
 * nothing (a brand-new database has no `users` table yet, and no demo accounts).
 */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const [table] = (
    await db.execute<{ found: boolean }>(sql`select to_regclass('users') is not null as found`)
  ).rows;
  if (!table?.found) return [];
  const emails = [demoLogins.couple.email, demoLogins.admin.email];
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  if (rows.length === 0) return [];
  return [
    `O banco de dados tem as contas de demonstração (${rows.map((r) => r.email).join(', ')}), cujas senhas estão publicadas no README: apague-as ou use outro banco.`,
  ];
}

export class StartRefused extends Error {
  constructor(config: Config, problems: string[]) {
    super(
      [
        `O Nosso Sim não inicia em produção (BASE_HOST=${config.baseHost} não é localhost) com estes problemas:`,
        ...problems.map((p) => `  - ${p}`),
        'Corrija cada um e inicie de novo. Para desenvolver na sua máquina, use BASE_HOST=localhost:3000.',
      ].join('\n'),
    );
    this.name = 'StartRefused';
  }
}

/** Throws `StartRefused` listing every problem at once; returns quietly in development. */
export async function refuseUnsafeStart(config: Config, db: Db): Promise<void> {
  if (config.development) return;
  const problems = [...unsafeSettings(config), ...(await demoAccountsIn(db))];
  if (problems.length > 0) throw new StartRefused(config, problems);
}
