// A mail server the fault bench can stop and start again: counts the bodies it is handed (the
// headers, Message-ID and Date, differ between two sends of one email, so bodies tell doubles).
import { createServer } from 'node:net';

export class FaultSmtp {
  received = [];
  #server = null;

  constructor(port) {
    this.port = port;
  }

  get listening() {
    return Boolean(this.#server?.listening);
  }

  start() {
    this.#server = createServer((socket) => this.#session(socket));
    return new Promise((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
  }

  stop() {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  #session(socket) {
    let buffer = '';
    let data = false;
    socket.on('error', () => undefined);
    socket.write('220 bench\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          this.received.push(message.slice(message.indexOf('\r\n\r\n') + 4));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 ok\r\n');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(end + 2);
        data = verb === 'DATA';
        socket.write(verb === 'DATA' ? '354 go\r\n' : verb === 'QUIT' ? '221 bye\r\n' : '250 ok\r\n');
        if (verb === 'QUIT') socket.end();
      }
    });
  }
}
