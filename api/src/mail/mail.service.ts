import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@learnstar/shared';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';

import en from './locales/en.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

type Templates = Record<string, { subject: string; body: string }>;
const catalogue: Record<Locale, Templates> = { en, zh };

export type MailTemplate = 'resetPassword' | 'validateEmail' | 'warrantyRegistered' | 'freeTrialRequested' | 'orderPlaced' | 'paymentReceived' | 'orderShipped' | 'orderCancelled' | 'redemptionPlaced' | 'redemptionShipped' | 'weeklySummary' | 'matchCancelled';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  template: MailTemplate;
  sentAt: string;
}

/**
 * Emails in the recipient's language. Without SMTP_URL every message is written as a JSON file
 * to the outbox folder (git-ignored), which is also how tests read the links they contain.
 */
@Injectable()
export class MailService {
  private readonly transport?: Transporter;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
    else mkdirSync(config.outboxDir, { recursive: true });
  }

  async send(to: string, locale: Locale, template: MailTemplate, params: Record<string, string>): Promise<void> {
    const texts = (catalogue[locale] ?? catalogue.en)[template];
    const message: OutboxMessage = { to, subject: fill(texts.subject, params), text: fill(texts.body, params), template, sentAt: new Date().toISOString() };
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to, subject: message.subject, text: message.text });
      return;
    }
    const file = `${Date.now()}-${process.hrtime.bigint()}-${template}.json`;
    writeFileSync(join(this.config.outboxDir, file), JSON.stringify(message, null, 2));
  }
}

/** A part of a message repeated per item (e.g. one line per child), from the same catalogue. */
export function mailPart(locale: Locale, part: string, params: Record<string, string>): string {
  return fill((catalogue[locale] ?? catalogue.en)[part].body, params);
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}
