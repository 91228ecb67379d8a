// A local stand-in for the WhatsApp Business Cloud API (Graph API v21.0), from Meta's public
// reference: `POST /{phone-number-id}/messages` (templates and text, Bearer token, the
// `{ messages: [{ id }] }` reply, `{ error: { code, message } }` failures), and a business
// account's `message_templates` (list, create, edit). Tests read what was sent and plant failures.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  to: string;
  type: 'template' | 'text';
  template?: string;
  parameters: string[];
  text?: string;
  id: string;
}

interface Fault {
  status: number;
  code: number;
  message: string;
}

/** The parts of the Graph API's request bodies this fake reads. */
interface GraphBody {
  to?: string;
  type?: 'template' | 'text';
  name?: string;
  category?: string;
  template?: { name: string; components?: { parameters?: { text: string }[] }[] };
  text?: { body: string };
  components?: { text?: string }[];
}

async function readJson(req: IncomingMessage): Promise<GraphBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as GraphBody) : {};
}

export async function startFakeGraphApi(options: { templates?: string[] } = {}) {
  const token = `EAAG-fake-${randomBytes(6).toString('hex')}`;
  const sent: SentMessage[] = [];
  const faults: Fault[] = [];
  const templates = new Map<string, { id: string; status: string; body?: string }>(
    (options.templates ?? []).map((name) => [name, { id: `tpl-${name}`, status: 'APPROVED' }]),
  );

  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`)
      return reply(401, { error: { code: 190, message: 'Invalid OAuth access token.' } });
    const url = new URL(req.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean).slice(1); // after the version
    const body: GraphBody = req.method === 'POST' ? await readJson(req) : {};
    if (req.method === 'POST' && parts[1] === 'messages') {
      const fault = faults.shift();
      if (fault) return reply(fault.status, { error: { code: fault.code, message: fault.message } });
      const id = `wamid.${randomBytes(12).toString('hex')}`;
      const parameters = (body.template?.components?.[0]?.parameters ?? []).map((p) => p.text);
      sent.push({
        id,
        to: body.to ?? '',
        type: body.type ?? 'text',
        template: body.template?.name,
        parameters,
        text: body.text?.body,
      });
      return reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    }
    if (parts[1] === 'message_templates') {
      if (req.method === 'GET')
        return reply(200, {
          data: [...templates].map(([name, t]) => ({ id: t.id, name, status: t.status })),
        });
      const name = body.name ?? '';
      const id = `tpl-${name}`;
      templates.set(name, { id, status: 'PENDING', body: body.components?.[0]?.text });
      return reply(200, { id, status: 'PENDING', category: body.category });
    }
    if (req.method === 'POST' && parts.length === 1) {
      const entry = [...templates].find(([, t]) => t.id === parts[0]);
      if (!entry) return reply(400, { error: { code: 100, message: 'Template not found' } });
      entry[1].status = 'PENDING';
      entry[1].body = body.components?.[0]?.text;
      return reply(200, { success: true });
    }
    reply(404, { error: { code: 100, message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    token,
    sent,
    templates,
    /** The next sends answer with this error, in order. */
    failNext: (...next: Fault[]) => faults.push(...next),
    approve: (name: string) => {
      const t = templates.get(name);
      if (t) t.status = 'APPROVED';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
