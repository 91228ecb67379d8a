import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToReais, Reais, toAsaasJson } from './asaas-money.ts';

describe('centsToReais', () => {
  it('writes centavos as reais with exactly two decimals', () => {
    expect(centsToReais(10_405)).toBe('104.05');
    expect(centsToReais(10_000)).toBe('100.00');
    expect(centsToReais(5)).toBe('0.05');
    expect(centsToReais(90)).toBe('0.90');
    expect(centsToReais(123_456_789)).toBe('1234567.89');
  });

  it('reads back as the same centavos for every amount, with no floating-point drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = centsToReais(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(cents));
      }),
    );
  });

  it('refuses zero, negative and fractional centavos', () => {
    expect(() => centsToReais(0)).toThrow(RangeError);
    expect(() => centsToReais(-100)).toThrow(RangeError);
    expect(() => centsToReais(10.5)).toThrow(RangeError);
  });
});

describe('toAsaasJson', () => {
  it('puts amounts in as bare numbers and everything else as JSON.stringify would', () => {
    const json = toAsaasJson({
      value: new Reais(10_000),
      totalValue: new Reais(10_405),
      description: 'Lua de mel "Paris" \u2014 R$ 100,00',
      installmentCount: 6,
      skipped: undefined,
      holder: { name: 'Ana', addressComplement: null },
      list: [new Reais(1), 'x'],
    });
    expect(json).toBe(
      '{"value":100.00,"totalValue":104.05,"description":"Lua de mel \\"Paris\\" \u2014 R$ 100,00",' +
        '"installmentCount":6,"holder":{"name":"Ana","addressComplement":null},"list":[0.01,"x"]}',
    );
    expect(JSON.parse(json)).toMatchObject({ value: 100, totalValue: 104.05, list: [0.01, 'x'] });
  });

  it('is valid JSON for any description a guest could type', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 ** 10 }), (description, cents) => {
        const parsed = JSON.parse(toAsaasJson({ description, value: new Reais(cents) }));
        expect(parsed.description).toBe(description);
        expect(Math.round(parsed.value * 100)).toBe(cents);
      }),
    );
  });
});
