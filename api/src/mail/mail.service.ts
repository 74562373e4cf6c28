import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import type { Envelope, Locale } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import type { Tx } from '../common/database/transaction.js';
import { startSweep } from '../common/sweep/periodic-sweep.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { mailOutbox, type ClaimedMail } from './mail-outbox.js';
import { MailTransport } from './mail-transport.js';

import en from './locales/en.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export type { OutboxMessage } from './mail-transport.js';

type Templates = Record<string, { subject: string; body: string }>;
const catalogue: Record<Locale, Templates> = { en, zh };

export type MailTemplate = 'resetPassword' | 'validateEmail' | 'warrantyRegistered' | 'freeTrialRequested' | 'orderPlaced' | 'paymentReceived' | 'orderShipped' | 'orderCancelled' | 'redemptionPlaced' | 'redemptionShipped' | 'weeklySummary' | 'matchCancelled';

/** How long a request waits for its own email before leaving it to the worker and answering. */
const REQUEST_WAIT_MS = 3_000;
/** Recording a sent email is tried over ~12 s: longer than a PostgreSQL restart takes. */
const MARK_SENT_ATTEMPTS = 5;
const MARK_SENT_PAUSE_MS = 3_000;

/**
 * Emails in the recipient's language, through the durable outbox: `queue` writes the message
 * inside the transaction of the change it tells about, `deliver` tries it at once after commit, and the worker
 * sweeps what the mail server did not take, with backoff. A mail server that is down never fails
 * the change the email tells about; `mayBeLate` says so, for the answer to the person.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopSweep = () => undefined as void;
  private failingSince?: number;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.transport = new MailTransport(config);
  }

  onModuleInit(): void {
    this.stopSweep = startSweep(this.config.mailRetrySweepMs, this.logger, 'mail outbox', () => this.sendDue());
  }

  /** Lets emails being handed over finish (each is bounded by the SMTP timeouts), then closes the connection. */
  async onModuleDestroy(): Promise<void> {
    this.stopSweep();
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }

  /** Renders and stores one email; with a transaction's client it is sent only if that transaction commits. */
  async queue(client: Tx, to: string, locale: Locale, template: MailTemplate, params: Record<string, string>): Promise<number> {
    const texts = (catalogue[locale] ?? catalogue.en)[template];
    const row = await client.mailOutbox.create({ data: { to, template, subject: fill(texts.subject, params), text: fill(texts.body, params) }, select: { id: true } });
    return row.id;
  }

  /**
   * Tries queued emails now (after their transaction committed); false when any waits for a retry.
   * Never throws: the change is committed, and an answer of 503 would tell the person it was not (a
   * database lost between the commit and the claim leaves the emails to the sweep).
   */
  async deliver(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return true;
    let claimed: ClaimedMail[];
    try {
      claimed = await mailOutbox.claim(this.db.prisma, ids);
    } catch (error) {
      this.logger.warn(`emails ${ids.join(', ')} wait for the outbox sweep: claiming them failed (${(error as Error).message.split('\n')[0]})`);
      return false;
    }
    const attempt = this.track(this.attempt(claimed));
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), REQUEST_WAIT_MS).unref());
    const delivered = await Promise.race([attempt, timeout]);
    // A mail server that takes connections but does not answer is as late as one that refuses them.
    if (!delivered) this.failingSince ??= Date.now();
    return delivered;
  }

  /** Sends every email that is due (the worker's sweep; tests call it directly); returns how many went out. */
  async sendDue(): Promise<number> {
    const claimed = await mailOutbox.claim(this.db.prisma);
    let sent = 0;
    for (const mail of claimed) if (await this.track(this.attempt([mail]))) sent++;
    return sent;
  }

  /** The answer to a change that emails someone, telling them when the mail server is refusing emails. */
  notice<T>(envelope: Envelope<T>): Envelope<T> {
    return this.failingSince === undefined ? envelope : { ...envelope, mailMayBeLate: true };
  }

  private async attempt(mails: ClaimedMail[]): Promise<boolean> {
    let all = true;
    for (const mail of mails) {
      try {
        await this.transport.deliver(mail);
      } catch (error) {
        all = false;
        const message = (error as Error).message;
        if (this.failingSince === undefined) this.logger.warn(`mail server not taking emails (${message}); they wait in the outbox and are retried`);
        this.failingSince ??= Date.now();
        await mailOutbox.failed(this.db.prisma, mail, message).catch(() => undefined);
        continue;
      }
      this.failingSince = undefined;
      await this.markSent(mail.id);
    }
    return all;
  }

  /**
   * The email went out: recording it is tried again through a short database outage (a restart), since
   * an email left unrecorded is sent a second time once its claim runs out.
   */
  private async markSent(id: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await mailOutbox.sent(this.db.prisma, id);
      } catch (error) {
        if (attempt === MARK_SENT_ATTEMPTS) {
          this.logger.error(`email ${id} was sent but could not be recorded (${(error as Error).message.split('\n')[0]}); it may be sent again`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, MARK_SENT_PAUSE_MS));
      }
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}

/** A part of a message repeated per item (e.g. one line per child), from the same catalogue. */
export function mailPart(locale: Locale, part: string, params: Record<string, string>): string {
  return fill((catalogue[locale] ?? catalogue.en)[part].body, params);
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}
