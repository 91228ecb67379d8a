import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeFromLine, boletoLine, dueDateFactor } from './boleto.ts';

describe('boleto linha digitável', () => {
  it('counts the due date from the 2025 restart of the fator de vencimento', () => {
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2027-05-15')).toBe(String(1000 + 812));
  });

  it('is a valid 47-digit line whose amount and due date read back', () => {
    const line = boletoLine({
      bankCode: '001',
      dueDate: '2027-05-15',
      amountCents: 10_405,
      freeField: '0000001234567890123456789',
    });
    expect(line.digits).toMatch(/^\d{47}$/);
    expect(line.formatted).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(isValidBoleto(line.digits)).toBe(true);
    const info = getBoletoInfo(line.digits, { referenceDate: new Date('2027-05-01') });
    expect(info?.amount).toBe(10_405);
    expect(info?.bankCode).toBe('001');
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2027-05-15');
  });

  it('is valid for any amount, free field and due date of the cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.stringMatching(/^\d{25}$/),
        fc.integer({ min: 0, max: 8000 }),
        (amountCents, freeField, days) => {
          const due = new Date(Date.UTC(2025, 1, 22 + days)).toISOString().slice(0, 10);
          const { digits, barcode } = boletoLine({ bankCode: '237', dueDate: due, amountCents, freeField });
          expect(isValidBoleto(digits)).toBe(true);
          expect(barcodeFromLine(digits)).toBe(barcode);
        },
      ),
      { numRuns: 300 },
    );
  });
});
