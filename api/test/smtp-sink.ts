import { createServer, type Server } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer talks to (EHLO, MAIL, RCPT, DATA, QUIT, no TLS, no auth):
 * a mail server the tests can stop and start again on the same port.
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  private server?: Server;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = createServer((socket) => {
      let buffer = '';
      let inData = false;
      let mail: SunkMail = { from: '', to: [], data: '' };
      const reply = (line: string) => socket.write(`${line}\r\n`);
      reply('220 sink ESMTP');
      socket.on('error', () => undefined);
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            mail.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            this.mails.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
            continue;
          }
          const end = buffer.indexOf('\r\n');
          if (end < 0) return;
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'MAIL') mail.from = line.slice(10).trim();
          if (verb === 'RCPT') mail.to.push(line.slice(8).trim());
          if (verb === 'DATA') inData = true;
          reply(verb === 'DATA' ? '354 go on' : verb === 'QUIT' ? '221 bye' : '250 ok');
          if (verb === 'QUIT') socket.end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails sent to an address (nodemailer writes `<address>`). */
  to(address: string): SunkMail[] {
    return this.mails.filter((mail) => mail.to.includes(`<${address}>`));
  }
}
