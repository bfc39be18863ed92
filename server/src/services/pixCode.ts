/**
 * A Pix "copia e cola" code (BR Code: the EMV QR Code merchant-presented payload of the Banco
 * Central's Pix manual): payload format, the merchant account (the GUI br.gov.bcb.pix and a Pix
 * key), category 0000, currency 986 (BRL), the amount, country, merchant name and city, the txid,
 * and the CRC16 of it all. Any bank app reads the same text from the QR image the checkout shows.
 */
export interface PixCodeInput {
  /** The receiver's Pix key (the sandbox provider's own). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** BRL; left out for a code whose payer types the amount. */
  amount?: number;
  /** Up to 25 letters and digits; '***' when the charge has none. */
  txid?: string;
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The manual asks for plain ASCII in name and city, each within its field's length. */
const plain = (s: string, max: number) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim()
    .slice(0, max);

export function pixCode(input: PixCodeInput): string {
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amount === undefined ? '' : field('54', input.amount.toFixed(2)),
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', input.txid ?? '***')),
    '6304',
  ].join('');
  return payload + crc16(payload);
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), 4 upper-case hex digits, as the manual says. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
