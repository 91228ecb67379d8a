// The sandbox registrar's outcomes follow from the name alone: "ocupado" (or a well-known name) is
// taken, "falha" is accepted and fails, anything else registers at once.
import { describe, expect, it } from 'vitest';
import { sandboxRegistrar } from './sandbox-registrar.ts';

const contact = { name: 'Lia Tom', email: 'lia@exemplo.com', cpf: null };

describe('sandbox registrar', () => {
  const registrar = sandboxRegistrar();

  it('says which names are taken', async () => {
    expect(await registrar.checkAvailability('liaetom.com.br')).toEqual({ available: true });
    expect(await registrar.checkAvailability('nome-ocupado.com')).toEqual({ available: false });
    expect(await registrar.checkAvailability('casamento.com.br')).toEqual({ available: false });
  });

  it('registers a name at once, or fails one containing "falha", and tells the same later', async () => {
    const ok = await registrar.register('liaetom.com.br', contact);
    expect(ok).toEqual({ id: 'sbx_liaetom.com.br', state: 'active' });
    expect(await registrar.getRegistration(ok.id)).toEqual({ state: 'active' });
    const failed = await registrar.register('falha-nossa.com', contact);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/recusou/);
    expect((await registrar.getRegistration(failed.id)).state).toBe('failed');
  });
});
