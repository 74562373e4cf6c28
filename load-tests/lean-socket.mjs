// A minimal Socket.IO (protocol 5, Engine.IO 4, WebSocket only) client for the load generator.
// socket.io-client costs the bots about a core at 5,000 racers on this machine, mostly parsing
// every room board for every bot: the bots then set the latency figures, not the server. This
// client speaks the same wire format but parses an event only when someone listens for it, so
// bots that do not sample the board drop it unread. Not for the product: the client app uses
// socket.io-client.
import WebSocket from 'ws';

const OPEN = 0x30; // '0' Engine.IO open
const PING = 0x32; // '2' Engine.IO ping
const MESSAGE = 0x34; // '4' Engine.IO message, followed by a Socket.IO packet type
const CONNECT = 0x30; // '0'
const CONNECT_ERROR = 0x34; // '4'
const EVENT = 0x32; // '2'
const ACK = 0x33; // '3'
const QUOTE = 0x22;
const BRACKET = 0x5b;

export class LeanSocket {
  #ws;
  #nextAckId = 0;
  #acks = new Map();
  #listeners = new Map();
  /** True once the connection dropped (server killed, restarting) or was closed. */
  closed = false;

  constructor(ws) {
    this.#ws = ws;
    ws.on('message', (data) => this.#receive(data));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      this.closed = true;
      for (const { reject, timer } of this.#acks.values()) {
        clearTimeout(timer);
        reject(new Error('socket closed'));
      }
      this.#acks.clear();
    });
  }

  /** Connects and sends the handshake auth; resolves once the server let the socket in. */
  static connect(url, { path, auth }) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${path}/?EIO=4&transport=websocket`, { perMessageDeflate: false });
      ws.once('error', reject);
      const onHandshake = (data) => {
        if (data[0] === OPEN) ws.send(`40${JSON.stringify(auth)}`);
        else if (data[0] === MESSAGE && data[1] === CONNECT) {
          ws.off('message', onHandshake);
          ws.off('error', reject);
          resolve(new LeanSocket(ws));
        } else if (data[0] === MESSAGE && data[1] === CONNECT_ERROR) reject(new Error(`connect_error ${data.toString('utf8', 2)}`));
      };
      ws.on('message', onHandshake);
    });
  }

  on(event, handler) {
    const list = this.#listeners.get(event) ?? [];
    list.push(handler);
    this.#listeners.set(event, list);
  }

  once(event, handler) {
    const wrapped = (payload) => {
      this.#listeners.set(event, (this.#listeners.get(event) ?? []).filter((h) => h !== wrapped));
      handler(payload);
    };
    this.on(event, wrapped);
  }

  emitWithAck(event, payload, timeoutMs = 30_000) {
    const id = this.#nextAckId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#acks.delete(id);
        reject(new Error('operation has timed out'));
      }, timeoutMs);
      this.#acks.set(id, { resolve, reject, timer });
      this.#ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  close() {
    this.#ws.close();
  }

  #receive(data) {
    if (data[0] === PING) {
      this.#ws.send('3');
      return;
    }
    if (data[0] !== MESSAGE) return;
    if (data[1] === ACK) {
      const open = data.indexOf(BRACKET, 2);
      const id = Number(data.toString('latin1', 2, open));
      const pending = this.#acks.get(id);
      if (!pending) return;
      this.#acks.delete(id);
      clearTimeout(pending.timer);
      pending.resolve(JSON.parse(data.toString('utf8', open))[0]);
    } else if (data[1] === EVENT) {
      // 42["name",payload]: the name is read without parsing the payload.
      const nameEnd = data.indexOf(QUOTE, 4);
      const listeners = this.#listeners.get(data.toString('latin1', 4, nameEnd));
      if (!listeners?.length) return;
      const [, payload] = JSON.parse(data.toString('utf8', 2));
      for (const listener of [...listeners]) listener(payload);
    }
  }
}
