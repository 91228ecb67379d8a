// The payments' job queues, one set per provider: a platform runs one provider, but a job made for
// one provider's events must never be taken by a process configured with another.
export function paymentQueues(provider: string) {
  return {
    event: `payment-event-${provider}`,
    payout: `payout-${provider}`,
    reconcile: `payments-reconcile-${provider}`,
    sandboxTransfer: 'sandbox-transfer',
  } as const;
}
