// The sandbox's side of delivery: after a send is logged, a job posts "delivered" (or "failed" for a
// number ending in 0000) to the platform's own webhook, signed with the app secret as Meta signs,
// so the sandbox exercises the same route, checks and updates as the Cloud API.
import type { FastifyInstance } from 'fastify';
import { isUnreachableSandboxNumber } from './sandbox-provider.ts';
import { SIGNATURE_HEADER, signWebhook, statusPayload } from './webhook-payload.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

/** Posts a signed Cloud API webhook body to this app's own webhook route. */
export async function postOwnWebhook(app: FastifyInstance, payload: unknown): Promise<number> {
  const body = JSON.stringify(payload);
  const res = await app.inject({
    method: 'POST',
    url: WHATSAPP_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(app.config.whatsapp.appSecret, body),
    },
    payload: body,
  });
  return res.statusCode;
}

export async function reportSandboxDelivery(
  app: FastifyInstance,
  { messageId, to }: { messageId: string; to: string },
): Promise<void> {
  const payload = isUnreachableSandboxNumber(to)
    ? statusPayload(messageId, 'failed', to, {
        code: 131026,
        title: 'Mensagem não entregue (número sem WhatsApp)',
      })
    : statusPayload(messageId, 'delivered', to);
  const status = await postOwnWebhook(app, payload);
  if (status !== 200) throw new Error(`webhook do sandbox do WhatsApp respondeu ${status}`);
}
