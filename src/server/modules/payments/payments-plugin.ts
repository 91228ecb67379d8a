// Payments (issue 10): the configured provider (the built-in sandbox by default) as
// `app.payments`, and the background jobs that move the money. The routes that use it (webhooks,
// checkout, wallet, received gifts) are registered in app.ts after this plugin.
import fp from 'fastify-plugin';
import { AsaasProvider } from '../payment-providers/asaas/asaas-provider.ts';
import type { PaymentProvider } from '../payment-providers/payment-provider.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { SandboxProvider } from '../payment-providers/sandbox/sandbox-provider.ts';
import { registerPaymentJobs } from './payment-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: PaymentProvider;
      /** Set when the sandbox is the provider in use. */
      sandbox: SandboxProvider | undefined;
    };
  }
}

export const paymentsPlugin = fp(async (app) => {
  let provider: PaymentProvider;
  let sandbox: SandboxProvider | undefined;
  if (app.config.paymentProvider === 'asaas') {
    const asaas = app.config.asaas;
    if (!asaas) throw new Error('PAYMENT_PROVIDER=asaas precisa de ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.');
    provider = new AsaasProvider(asaas, { logger: app.log });
  } else {
    // The sandbox pays any charge on request: on a public host only when asked for (staging).
    if (!app.config.development && !app.config.allowSandbox)
      throw new Error('PAYMENT_PROVIDER=sandbox num host público precisa de ALLOW_SANDBOX=true.');
    sandbox = new SandboxProvider(app.db, {
      secret: app.config.sandboxWebhookSecret,
      // The "PSP" posts its webhooks to the platform's own route, signature and all.
      deliver: async (body, headers) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/webhooks/sandbox',
          headers,
          payload: body,
        });
        if (res.statusCode !== 200)
          throw new Error(`sandbox webhook answered ${res.statusCode}: ${res.body}`);
      },
      scheduleSettlement: (transferId) =>
        app.jobs.send(paymentQueues('sandbox').sandboxTransfer, { transferId }, { startAfterSeconds: 2 }),
    });
    provider = sandbox;
  }
  app.decorate('payments', { provider, sandbox });

  if (app.config.jobWorkers) app.addHook('onReady', () => registerPaymentJobs(app));
});
