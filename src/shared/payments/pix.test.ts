import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBrCode, normalisePixKey, pixChargePayload, readBrCode } from './pix.ts';

// "Manual de Padrões para Iniciação do Pix", Banco Central do Brasil: the static QR example.
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), the checksum the manual specifies for field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('PIX BR Code', () => {
  it('reproduces the Banco Central example byte for byte, CRC included', () => {
    const payload = generatePixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(BCB_EXAMPLE);
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(isValidBrCode(BCB_EXAMPLE)).toBe(true);
  });

  it('writes the amount and txid of a charge, with a valid CRC', () => {
    const payload = pixChargePayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Nosso Sim',
      merchantCity: 'SAO PAULO',
      amountCents: 10_405,
      txid: 'NS1A2B3C',
    });
    expect(payload).toContain('0014br.gov.bcb.pix');
    expect(payload).toContain('5406104.05');
    expect(payload).toContain('0508NS1A2B3C');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(readBrCode(payload)).toMatchObject({ amount: 104.05, txid: 'NS1A2B3C' });
  });

  it('is valid for every amount up to a million reais', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const payload = pixChargePayload({
          key: '+5511987654321',
          merchantName: 'Nosso Sim',
          merchantCity: 'SAO PAULO',
          amountCents: cents,
          txid: 'T1',
        });
        expect(isValidBrCode(payload)).toBe(true);
        expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
      }),
      { numRuns: 200 },
    );
  });

  it('normalises PIX keys of each type and refuses wrong ones', () => {
    expect(normalisePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalisePixKey('cpf', '111.111.111-11')).toBeNull();
    expect(normalisePixKey('email', ' Ana@Exemplo.com ')).toBe('ana@exemplo.com');
    expect(normalisePixKey('telefone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('aleatoria', '123e4567-e12b-12d1-a456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(normalisePixKey('aleatoria', 'ana@exemplo.com')).toBeNull();
    expect(normalisePixKey('email', '52998224725')).toBeNull();
  });
});
