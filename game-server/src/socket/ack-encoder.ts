import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/**
 * Socket.IO's own parser (the `parser` server option), except that an acknowledgement is encoded
 * without first being searched for binary attachments. The wire format is the default's, so every
 * client keeps the default parser. The default encoder walks each ack's whole object tree with
 * `for…in` looking for Buffers before it stringifies it, once per typing commit; this server's
 * acks are its handlers' JSON replies (RaceAck), never binary. Events (boards, results) keep the
 * default path: a room's board is encoded once for all its members, so the search costs little there.
 */
class JsonAckEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    // encodeAsString is the default encoder's own (private in its typings): the format stays the parser's.
    return packet.type === PacketType.ACK ? [(this as unknown as StringEncoder).encodeAsString(packet)] : super.encode(packet);
  }
}

interface StringEncoder {
  encodeAsString(packet: Packet): string;
}

export const ackEncodingParser = { Encoder: JsonAckEncoder, Decoder };
