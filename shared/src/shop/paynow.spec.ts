import { describe, expect, it } from 'vitest';
import { buildPayNowPayload, emvCrc16, hasValidEmvCrc } from './paynow.js';

// Payloads issued by real PayNow tooling (a UEN merchant QR and a bank sandbox's dynamic QR).
const KNOWN_GOOD_UEN = '00020101021126490009SG.PAYNOW010120210201403121W03011040820301231520400005303702' + '5802SG5913ACME Pte Ltd.6009Singapore6304B69E';
const KNOWN_GOOD_SANDBOX =
  '00020101021226560009SG.PAYNOW010120213201509555BNN1030100412230914205029520400005303702540450.05802SG5914DEV MERCHANT 56009SINGAPORE621601120870-0000VL663049149';

describe('PayNow SGQR payload', () => {
  it('computes CRC-16/CCITT-FALSE (standard check value of "123456789" is 29B1)', () => {
    expect(emvCrc16('123456789')).toBe('29B1');
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

  it('carries the amount, the order code as bill reference and a valid CRC', () => {
    const payload = buildPayNowPayload({ uen: '202612345K', merchantName: 'LearnStar Pte. Ltd.', merchantCity: 'Singapore', amountCents: 13_298, reference: 'K7M2Q9XA' });
    expect(payload).toContain('0210202612345K');
    expect(payload).toContain('5406132.98');
    expect(payload).toContain('62120108K7M2Q9XA');
    expect(payload).toContain('03010'); // amount not editable
    expect(hasValidEmvCrc(payload)).toBe(true);
  });
});
