import { describe, expect, it } from 'vitest';
import { crc16, pixCode } from './pixCode';

describe('Pix copy-paste code', () => {
  it("builds the Banco Central manual's example byte for byte, CRC included", () => {
    expect(
      pixCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('carries the amount with 2 decimals and the txid, in plain ASCII within the field lengths', () => {
    const code = pixCode({
      key: 'pix@sandbox.balcao.local',
      merchantName: 'Balcão Sandbox Pagamentos Ltda',
      merchantCity: 'Cuiabá',
      amount: 99,
      txid: 'ABC123',
    });
    expect(code).toContain('540599.00');
    expect(code).toContain('5925Balcao Sandbox Pagamento');
    expect(code).toContain('6006Cuiaba');
    expect(code).toContain('62100506ABC123');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});
