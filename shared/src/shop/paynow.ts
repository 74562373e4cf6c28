/**
 * PayNow QR payloads (SGQR, EMVCo merchant-presented mode): the bank app of the payer reads the
 * company UEN, the amount and our order code as the bill reference, and cannot edit the amount.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as EMVCo tag 63 asks, 4 upper-case hex digits. */
export function emvCrc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export interface PayNowPayloadInput {
  uen: string;
  merchantName: string;
  merchantCity: string;
  /** Absent → the payer types the amount (static QR). */
  amountCents?: number;
  /** Bill reference (tag 62-01): our order code. */
  reference?: string;
  editableAmount?: boolean;
  /** yyyyMMdd after which the bank app refuses the QR. */
  expiry?: string;
}

export function buildPayNowPayload(input: PayNowPayloadInput): string {
  const paynow =
    field('00', 'SG.PAYNOW') +
    field('01', '2') + // proxy type 2 = UEN
    field('02', input.uen) +
    field('03', input.editableAmount ? '1' : '0') +
    (input.expiry ? field('04', input.expiry) : '');
  const amount = input.amountCents === undefined ? '' : field('54', `${Math.trunc(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`);
  const body =
    field('00', '01') +
    field('01', input.amountCents === undefined ? '11' : '12') + // 11 static, 12 dynamic (amount fixed)
    field('26', paynow) +
    field('52', '0000') +
    field('53', '702') + // SGD
    amount +
    field('58', 'SG') +
    field('59', input.merchantName.slice(0, 25)) +
    field('60', input.merchantCity.slice(0, 15)) +
    (input.reference ? field('62', field('01', input.reference)) : '') +
    '6304';
  return body + emvCrc16(body);
}

/** True when the last four characters are the right CRC of the rest. */
export function hasValidEmvCrc(payload: string): boolean {
  return payload.length > 8 && payload.slice(-8, -4) === '6304' && emvCrc16(payload.slice(0, -4)) === payload.slice(-4);
}
