import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config/api-config.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
  sentAt: string;
}

/** A mail server that does not answer is given up on well inside an outbox claim (MAIL_CLAIM_SECONDS). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Hands one message to the mail server, or without SMTP_URL writes it as a JSON file to the
 * outbox folder (git-ignored), which is also how tests read the links they contain.
 */
export class MailTransport {
  private readonly smtp?: Transporter;

  constructor(private readonly config: ApiConfig) {
    if (config.smtpUrl) this.smtp = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    else mkdirSync(config.outboxDir, { recursive: true });
  }

  async deliver(message: Omit<OutboxMessage, 'sentAt'>): Promise<void> {
    if (this.smtp) {
      await this.smtp.sendMail({ from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text });
      return;
    }
    const file = `${Date.now()}-${process.hrtime.bigint()}-${message.template}.json`;
    writeFileSync(join(this.config.outboxDir, file), JSON.stringify({ ...message, sentAt: new Date().toISOString() } satisfies OutboxMessage, null, 2));
  }

  close(): void {
    this.smtp?.close();
  }
}
