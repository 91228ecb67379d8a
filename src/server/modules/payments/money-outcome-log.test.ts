import { describe, expect, it } from 'vitest';
import {
  logChargeOutcome,
  logReconciliationFixed,
  logReconciliationUnreadable,
} from './money-outcome-log.ts';

function recorder() {
  const lines: { level: 'info' | 'warn'; obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    info: (obj: Record<string, unknown>, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: Record<string, unknown>, msg: string) => lines.push({ level: 'warn', obj, msg }),
  } as unknown as Parameters<typeof logChargeOutcome>[0];
  return { lines, log };
}

const payment = {
  id: 'pay-1',
  weddingId: 'wed-1',
  method: 'pix' as const,
  provider: 'sandbox',
  providerChargeId: 'chg_1',
  grossCents: 10_405,
  feeCents: 405,
  netCents: 10_000,
};

describe('money outcome log', () => {
  it('names a refund and a chargeback "charge refunded" and says nothing of a pending charge', () => {
    const { lines, log } = recorder();
    logChargeOutcome(log, { ...payment, status: 'estornado' }, 'admin');
    logChargeOutcome(log, { ...payment, status: 'contestado' }, 'webhook');
    logChargeOutcome(log, { ...payment, status: 'pendente' }, 'webhook');
    expect(lines.map((l) => [l.msg, l.obj.source, l.obj.grossCents])).toEqual([
      ['charge refunded', 'admin', 10_405],
      ['charge refunded', 'webhook', 10_405],
    ]);
  });

  it('writes what reconciliation fixed, and only the class and code of an unreadable record', () => {
    const { lines, log } = recorder();
    logReconciliationFixed(log, { kind: 'payment', id: 'pay-1', from: 'pendente', to: 'concluido' });
    const error = Object.assign(new TypeError('refused: {"cpfCnpj":"52998224725"}'), { status: 503 });
    logReconciliationUnreadable(log, 'pay-2', error);
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'reconciliation fixed',
        obj: {
          event: 'reconciliation fixed',
          recordKind: 'payment',
          recordId: 'pay-1',
          from: 'pendente',
          to: 'concluido',
        },
      },
      {
        level: 'warn',
        msg: 'reconciliation unreadable',
        obj: {
          event: 'reconciliation unreadable',
          recordId: 'pay-2',
          errorName: 'TypeError',
          errorCode: 503,
        },
      },
    ]);
  });
});
