// Creates an administrator, or promotes an existing account: npm run admin:create -- <email> <password>
// For an existing account it also resets the password and the two-step verification (a lost phone):
// the next sign-in sets the authenticator up again, and every open session ends.
import { eq, sql } from 'drizzle-orm';
import { newPasswordSchema } from '../../shared/auth/schemas.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createUser } from '../db/seed/factories.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { endAllSessions } from '../modules/auth/sessions.ts';
import { resetTwoFactor } from '../modules/auth/two-factor/two-factor-service.ts';

const [email, password] = process.argv.slice(2).filter((a) => a !== '--');
if (!email || !password) {
  console.error('Uso: npm run admin:create -- <email> <senha>');
  process.exit(2);
}
const valid = newPasswordSchema.safeParse(password);
if (!valid.success) {
  console.error(valid.error.issues[0]?.message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const [existing] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
if (existing) {
  await database.db
    .update(users)
    .set({ role: 'admin', status: 'active', passwordHash: await hashPassword(password) })
    .where(eq(users.id, existing.id));
  await resetTwoFactor(database.db, existing.id);
  await endAllSessions(database.db, existing.id);
  console.log(
    `Conta ${email} agora é administradora (senha e verificação em duas etapas redefinidas; sessões encerradas).`,
  );
} else {
  await createUser(database.db, { email, password, role: 'admin' });
  console.log(`Administrador ${email} criado.`);
}
await database.close();
