import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, verifyPassword, type Database, type User } from '@learnstar/db';
import { ERROR_CODES, isStoreUnavailable, TRIAL_PERIOD_MS, type Locale, type RegisterRequest } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { MailService } from '../../mail/mail.service.js';
import { EmailValidationService } from '../email-validation/email-validation.service.js';
import { LoginService, type Session } from '../login/login.service.js';
import { newAccountDetails } from './new-account.js';

/** The same sign-up sent again within this long (a retry of a 503) is answered as the first one was. */
const REPEATED_SIGN_UP_MS = 10 * 60_000;
/** How long a sign-up whose transaction failed keeps asking whether it committed after all, before answering 503. */
const OUTCOME_LOOKUP_MS = 3_000;

interface Created {
  userId: number;
  /** The new account is signed in at once (a remembered session, as the login dialog's default). */
  session: Session;
  /** The validation email to try at once; undefined when an earlier attempt queued it (the outbox sweep sends it). */
  mailId?: number;
}

/**
 * Sign-up: a pupil's account (with the parent's email) or a parent's, with a trial period; the email
 * must be validated before redeeming, changing passwords or adding a child.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emailValidation: EmailValidationService,
    private readonly mail: MailService,
    private readonly logins: LoginService,
  ) {}

  /**
   * The account, its session and its first validation email are one transaction: the email is in the
   * outbox exactly when the account exists. What follows the commit (sending the email) cannot fail the sign-up.
   */
  async register(request: RegisterRequest, locale: Locale): Promise<Omit<Created, 'mailId'>> {
    const passwordHash = await hashPassword(request.password);
    const { mailId, ...created } = await this.create(request, locale, passwordHash).catch((error: unknown) => this.afterFailure(error, request, passwordHash));
    if (mailId !== undefined) await this.mail.deliver([mailId]);
    return created;
  }

  private create(request: RegisterRequest, locale: Locale, passwordHash: string): Promise<Created> {
    const now = this.clock.now();
    return this.db.prisma.$transaction(async (tx) => {
      const created = await tx.user.createMany({
        data: [{
          account: request.account,
          passwordHash,
          ...newAccountDetails(request),
          email: request.email.toLowerCase(),
          locale,
          accountExpiresAt: new Date(now.getTime() + TRIAL_PERIOD_MS),
        }],
        skipDuplicates: true,
      });
      if (created.count !== 1) throw new AppError(ERROR_CODES.conflict, 'accountExists');
      const user = await tx.user.findUniqueOrThrow({ where: { account: request.account } });
      return { userId: user.id, session: await this.logins.startSession(user, true, tx), mailId: await this.emailValidation.queueFirstLink(tx, user, locale) };
    });
  }

  /**
   * A 503 must mean nothing changed, and a retry must then succeed. PostgreSQL can commit and still
   * end the connection before its answer arrives: an account holding this request's salted hash is
   * this request's own. And a retry of a sign-up whose commit landed unseen (the database was still
   * away to ask) finds its account: the same email, details and password, minutes old.
   */
  private async afterFailure(error: unknown, request: RegisterRequest, passwordHash: string): Promise<Created> {
    const taken = error instanceof AppError && error.msg === 'accountExists';
    if (!taken && !isStoreUnavailable(error)) throw error;
    const user = await this.existing(request.account);
    // The account is this request's; its session is new (the lost transaction's token is known only by its hash).
    const signedIn = async (found: User) => ({ userId: found.id, session: await this.logins.startSession(found, true).catch(() => Promise.reject(error)) });
    if (user?.passwordHash === passwordHash) return signedIn(user);
    const details = newAccountDetails(request);
    const repeated =
      taken &&
      user !== null &&
      user !== undefined &&
      user.email === request.email.toLowerCase() &&
      user.role === details.role &&
      user.name === details.name &&
      user.gradeCode === details.gradeCode &&
      this.clock.now().getTime() - user.createdAt.getTime() < REPEATED_SIGN_UP_MS &&
      (await verifyPassword(user.passwordHash, request.password));
    if (repeated) return signedIn(user);
    throw error;
  }

  /** The account, asked again through a short outage (the first connections a restart left may fail too); undefined if still unknown. */
  private async existing(account: string) {
    const deadline = Date.now() + OUTCOME_LOOKUP_MS;
    for (;;) {
      try {
        return await this.db.prisma.user.findUnique({ where: { account } });
      } catch (error) {
        if (!isStoreUnavailable(error) || Date.now() > deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}
