// Issue 25, the templates in the back office (a platform-wide text, hence a global file): an edit
// goes to the provider for approval and into the audit log; a text whose variables do not match
// the template is refused in pt-BR and changes nothing; a test send shows the new text in the log.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, whatsappMessages, whatsappTemplates } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { defaultTemplates } from './default-templates.ts';

const { app, db } = await createTestApp();
const admin = await signedInAdmin(app, db, '10.63.1.1');
const original = defaultTemplates.saque_pago;
afterAll(() =>
  db
    .update(whatsappTemplates)
    .set({ body: original.body, category: original.category })
    .where(eq(whatsappTemplates.name, 'saque_pago')),
);

const edit = (body: string, category = 'utilidade') =>
  admin.b.put('admin', '/api/admin/whatsapp/templates/saque_pago', { body, category });

describe('WhatsApp templates', () => {
  it('refuses a text that drops or invents a variable, changing nothing', async () => {
    for (const body of [
      'Seu saque de {{1}} foi pago.',
      'Saque de {{1}} para {{2}} em {{3}}.',
      'Saque {{1}} {{2}} {{x}}',
    ]) {
      const res = await edit(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Use as variáveis {{1}} a {{2}}, cada uma ao menos uma vez, e nenhuma outra.',
      );
    }
    const [row] = await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, 'saque_pago'));
    expect(row?.body).toBe(original.body);
  });

  it('saves an edit (approved by the sandbox, audited), and a test send logs the new text', async () => {
    const body = 'Saque pago! {{1}} foram para a chave {{2}}. Para não receber mais, responda SAIR.';
    const res = await edit(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'saque_pago', body, status: 'aprovado' });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whatsapp_template.update'), eq(auditLog.targetId, 'saque_pago')));
    expect(entry?.details).toMatchObject({ before: { body: original.body }, after: { body } });

    const sent = await admin.b.post('admin', '/api/admin/whatsapp/test', {
      phone: '(21) 99876-5432',
      template: 'saque_pago',
    });
    expect(sent.statusCode).toBe(200);
    const log = await eventually(async () => {
      const page = await admin.b.get(
        'admin',
        '/api/admin/whatsapp/messages?modelo=saque_pago&para=21998765432',
      );
      const item = page.json().items[0];
      return item?.status === 'entregue' && item;
    });
    expect(log.body).toBe(
      `Saque pago! ${original.samples[0]} foram para a chave ${original.samples[1]}. Para não receber mais, responda SAIR.`,
    );
    const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, log.id));
    expect(row?.costCents).toBe(5);
  });
});
