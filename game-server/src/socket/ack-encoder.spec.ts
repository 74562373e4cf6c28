import { describe, expect, test } from 'vitest';
import { Encoder, PacketType } from 'socket.io-parser';
import { ackEncodingParser } from './ack-encoder.js';

const ack = { ok: true, data: { accepted: true, typed: '我们一起', lastSeq: 4, storedSeq: 2, figures: { position: 4, accuracy: 97.5, wpm: 31.25, finished: false } } };

describe('the ack encoder', () => {
  test('writes an ack exactly as the default parser does (clients keep the default one)', () => {
    const lean = new ackEncodingParser.Encoder();
    for (const packet of [
      { type: PacketType.ACK, nsp: '/', id: 17, data: [ack] },
      { type: PacketType.ACK, nsp: '/admin', id: 0, data: [{ ok: false, msg: 'validationFailed' }] },
    ])
      expect(lean.encode(packet)).toEqual(new Encoder().encode(packet));
  });

  test('leaves events to the default path, binary attachments included', () => {
    const lean = new ackEncodingParser.Encoder();
    const binary = { type: PacketType.EVENT, nsp: '/', data: ['chunk', Buffer.from([1, 2, 3])] };
    const encoded = lean.encode(binary);
    expect(encoded).toHaveLength(2);
    expect(encoded[0]).toBe('51-["chunk",{"_placeholder":true,"num":0}]');
  });
});
