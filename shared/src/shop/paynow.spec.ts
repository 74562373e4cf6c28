import { describe, expect, it } from 'vitest';
import { buildPayNowPayload, emvCrc16, hasValidEmvCrc } from './paynow.js';

// Payloads issued by real PayNow tooling (a UEN merchant QR and a bank sandbox's dynamic QR).
const KNOWN_GOOD_UEN = '00020101021126490009SG.PAYNOW010120210201403121W03011040820301231520400005303702' + '5802SG5913ACME Pte Ltd.6009Singapore6304B69E';
const KNOWN_GOOD_SANDBOX =
  '00020101021226560009SG.PAYNOW010120213201509555BNN1030100412230914205029520400005303702540450.05802SG5914DEV MERCHANT 56009SINGAPORE621601120870-0000VL663049149';

describe('PayNow SGQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (standard check value of "123456789" is 29B1)', () => {
    expect(emvCrc16('123456789')).toBe('29B1');
    expect(emvCrc16('')).toBe('FFFF'); // the initial value, untouched
    expect(emvCrc16('A')).toBe('B915');
  });

  it('accepts the CRC of known-good payloads and rejects a changed one', () => {
    expect(hasValidEmvCrc(KNOWN_GOOD_UEN)).toBe(true);
    expect(hasValidEmvCrc(KNOWN_GOOD_SANDBOX)).toBe(true);
    expect(hasValidEmvCrc(KNOWN_GOOD_UEN.replace('ACME', 'ACNE'))).toBe(false);
  });

  it('reproduces a known-good UEN payload byte for byte', () => {
    const payload = buildPayNowPayload({ uen: '201403121W', merchantName: 'ACME Pte Ltd.', merchantCity: 'Singapore', editableAmount: true, expiry: '20301231' });
    expect(payload).toBe(KNOWN_GOOD_UEN);
  });

  it('is the EMVCo merchant-presented fields in order: PayNow UEN account, MCC, SGD, amount, SG, name, city, reference, CRC', () => {
    const payload = buildPayNowPayload({ uen: '202612345K', merchantName: 'LearnStar Pte. Ltd.', merchantCity: 'Singapore', amountCents: 5, reference: 'K7M2Q9XA' });
    const fields = tlv(payload);
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(Object.fromEntries(tlv(fields.get('26') ?? ''))).toEqual({ '00': 'SG.PAYNOW', '01': '2', '02': '202612345K', '03': '0' });
    expect([fields.get('52'), fields.get('53'), fields.get('54'), fields.get('58'), fields.get('59'), fields.get('60')]).toEqual(['0000', '702', '0.05', 'SG', 'LearnStar Pte. Ltd.', 'Singapore']);
    expect(tlv(fields.get('62') ?? '').get('01')).toBe('K7M2Q9XA');
    expect(fields.get('63')).toBe(emvCrc16(payload.slice(0, -4)));
  });

  it('carries the amount, the order code as bill reference and a valid CRC', () => {
    const payload = buildPayNowPayload({ uen: '202612345K', merchantName: 'LearnStar Pte. Ltd.', merchantCity: 'Singapore', amountCents: 13_298, reference: 'K7M2Q9XA' });
    expect(payload).toContain('0210202612345K');
    expect(payload).toContain('5406132.98');
    expect(payload).toContain('62120108K7M2Q9XA');
    expect(payload).toContain('03010'); // amount not editable
    expect(hasValidEmvCrc(payload)).toBe(true);
  });
});

/** EMV tag-length-value fields (2-digit id, 2-digit length), in the order they appear. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
