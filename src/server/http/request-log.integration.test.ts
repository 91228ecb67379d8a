import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../testing/couples.ts';
import { browser } from '../testing/http.ts';
import { createTestApp } from '../testing/test-app.ts';

const lines: Record<string, unknown>[] = [];
const { app } = await createTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
);

function linesFor(url: string) {
  return lines.filter((l) => l.url === url);
}

describe('request log', () => {
  it('writes one concise line per request with its id, and answers with the id', async () => {
    const res = await app.inject({ url: '/api/settings', headers: { 'x-request-id': 'caddy-7f3a' } });
    expect(res.headers['x-request-id']).toBe('caddy-7f3a');
    const [line, ...more] = linesFor('/api/settings');
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({
      reqId: 'caddy-7f3a',
      method: 'GET',
      statusCode: 200,
      msg: expect.stringMatching(/^GET \/api\/settings 200 \d+ms$/),
    });
  });

  it('writes nothing for static files that were served, and a line when they fail', async () => {
    await app.inject({ url: '/static/favicon.svg' });
    await app.inject({ url: '/assets/nao-existe.js' });
    expect(linesFor('/static/favicon.svg')).toHaveLength(0);
    expect(linesFor('/assets/nao-existe.js')).toHaveLength(1);
  });

  it('never writes a password, cookie or token', async () => {
    const b = browser(app, '10.44.0.1');
    await b.post('public', '/api/auth/login', { email: 'alguem@exemplo.com', password: 'Segredo#Muito2027' });
    await b.post('public', '/api/auth/password-reset/confirm', {
      token: 'token-secreto-123456789',
      password: 'Segredo#Muito2027',
    });
    const all = JSON.stringify(lines);
    expect(all).not.toContain('Segredo#Muito2027');
    expect(all).not.toContain('token-secreto-123456789');
    expect(all).not.toMatch(/sid=/);
    expect(linesFor('/api/auth/login')).toHaveLength(1);

    const couple = await signedInCouple(app, app.db, {}, '10.44.0.2');
    await couple.b.put('painel', '/api/account/password', {
      currentPassword: 'Atual#Errada2027',
      newPassword: 'Nova#Secreta2028',
    });
    const withChange = JSON.stringify(lines);
    expect(withChange).not.toContain('Atual#Errada2027');
    expect(withChange).not.toContain('Nova#Secreta2028');
  });

  it('redacts the tokens of reset, verification, hand-off and payment links in the logged URL', async () => {
    const secret = 'Segredo0Do0Link0aBcDeF123';
    const requests = [
      { host: 'localhost:3000', url: `/redefinir-senha/nova?token=${secret}` },
      { host: 'painel.localhost:3000', url: `/verificar-email?token=${secret}&de=email` },
      { host: 'painel.localhost:3000', url: `/api/auth/handoff?code=${secret}&next=%2Fdashboard` },
      { host: 'localhost:3000', url: `/api/auth/handoff/issue?nonce=${secret}&next=%2Fdashboard` },
      { host: 'noivos.localhost:3000', url: `/mariana-e-joao/pagamento/${secret}` },
      { host: 'noivos.localhost:3000', url: `/mariana-e-joao/pagamento/${secret}/boleto` },
      { host: 'localhost:3000', url: `/api/payments/${secret}` },
    ];
    for (const r of requests) await app.inject({ url: r.url, headers: { host: r.host } });
    const logged = lines.filter((l) => String(l.url).includes('[redacted]')).map((l) => l.url);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/redefinir-senha/nova?token=[redacted]',
        '/verificar-email?token=[redacted]&de=email',
        '/api/auth/handoff?code=[redacted]&next=%2Fdashboard',
        '/api/auth/handoff/issue?nonce=[redacted]&next=%2Fdashboard',
        '/mariana-e-joao/pagamento/[redacted]',
        '/mariana-e-joao/pagamento/[redacted]/boleto',
        '/api/payments/[redacted]',
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
