import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import {
  ERROR_CODES,
  SIGN_IN_CARD_CODE_ALPHABET,
  SIGN_IN_CARD_CODE_LENGTH,
  SIGN_IN_CARD_RATE_LIMITS,
  SIGN_IN_CARD_SECRET_BYTES,
  SIGN_IN_CARD_SESSION_TTL_MS,
  makeCode,
  rateLimitMessage,
  type CardSignIn,
  type DeviceSignIns,
  type LoginResponse,
  type RateLimit,
  type SignInCard,
} from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { LoginService } from '../login/login.service.js';
import { hashToken } from '../tokens/token.service.js';

/**
 * A child's sign-in cards (issue 50). The QR secret is 32 random bytes and the typed code about
 * 49 random bits; both are stored as SHA-256 only. A slow hash (argon2id) protects secrets people
 * choose; a random secret cannot be guessed from its hash, and a slow hash would also rule out the
 * lookup by hash. A card signs its child in and does nothing else: it never shows or resets a password.
 */
@Injectable()
export class SignInCardsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly logins: LoginService,
    private readonly limiter: RateLimiter,
  ) {}

  /** A new card for one child; the child's earlier cards stop working (devices they signed in stay, until ended). */
  async printForChild(viewer: User, childId: number): Promise<SignInCard> {
    const child = await this.assertCanManage(viewer, childId);
    return this.print(viewer, child);
  }

  /** New cards for every pupil of the teacher's class, in the roster's order of names. */
  async printForClass(viewer: User, classId: number): Promise<SignInCard[]> {
    const found = await this.db.prisma.schoolClass.findUnique({ where: { id: classId } });
    if (!found) throw new AppError(ERROR_CODES.notFound, 'classNotFound');
    if (viewer.role !== 'teacher' || found.teacherId !== viewer.id) throw new AppError(ERROR_CODES.forbidden, 'cardsForParentsAndTeachers');
    const members = await this.db.prisma.classMember.findMany({ where: { classId }, select: { userId: true } });
    const pupils = await this.db.prisma.user.findMany({ where: { id: { in: members.map((m) => m.userId) }, role: 'pupil' }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    const cards: SignInCard[] = [];
    for (const pupil of pupils) cards.push(await this.print(viewer, pupil));
    return cards;
  }

  async devices(viewer: User, childId: number): Promise<DeviceSignIns> {
    await this.assertCanManage(viewer, childId);
    const card = await this.db.prisma.signInCard.findFirst({ where: { userId: childId, revokedAt: null }, orderBy: { id: 'desc' } });
    const rows = await this.db.prisma.authToken.findMany({ where: this.liveDeviceSessions(childId), orderBy: { id: 'asc' } });
    return {
      cardPrintedAt: card?.createdAt.toISOString() ?? null,
      devices: rows.map((r) => ({ id: r.id, signedInAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() })),
    };
  }

  /** Signs out every device a card signed in; the child's password sign-ins stay. */
  async endDevices(viewer: User, childId: number): Promise<void> {
    await this.assertCanManage(viewer, childId);
    await this.db.prisma.authToken.updateMany({ where: this.liveDeviceSessions(childId), data: { revokedAt: this.clock.now() } });
  }

  /**
   * Wrong, forged and revoked secrets answer alike (400, not 401: a 401 opens the login dialog).
   * Every try counts for the address before the lookup; a found card's sign-ins count for the card.
   */
  async signIn(request: CardSignIn, ip: string | undefined): Promise<LoginResponse> {
    await this.enforce(`card-sign-in:ip:${ip ?? 'unknown'}`, SIGN_IN_CARD_RATE_LIMITS.ip);
    const where = request.secret !== undefined ? { secretHash: hashToken(request.secret) } : { codeHash: codeHash(request.code ?? '') };
    const card = await this.db.prisma.signInCard.findUnique({ where, include: { user: true } });
    if (!card || card.revokedAt || card.user.role !== 'pupil') {
      throw new AppError(ERROR_CODES.badRequest, 'signInCardInvalid', [{ field: request.secret !== undefined ? 'secret' : 'code', msg: 'signInCardInvalid' }]);
    }
    await this.enforce(`card-sign-in:card:${card.id}`, SIGN_IN_CARD_RATE_LIMITS.card);
    const session = await this.logins.startSession(card.user, false, undefined, { id: card.id, lifetimeMs: SIGN_IN_CARD_SESSION_TTL_MS });
    return { code: 200, msg: 'ok', data: session.user, token: session.token, expireTime: session.expireTime };
  }

  private async print(viewer: User, child: User): Promise<SignInCard> {
    const secret = randomBytes(SIGN_IN_CARD_SECRET_BYTES).toString('base64url');
    const code = makeCode(randomBytes, SIGN_IN_CARD_CODE_LENGTH, SIGN_IN_CARD_CODE_ALPHABET);
    const now = this.clock.now();
    await this.db.prisma.$transaction(async (tx) => {
      await tx.signInCard.updateMany({ where: { userId: child.id, revokedAt: null }, data: { revokedAt: now } });
      await tx.signInCard.create({ data: { userId: child.id, secretHash: hashToken(secret), codeHash: codeHash(code), createdById: viewer.id, createdAt: now } });
    });
    return { childId: child.id, name: child.name, account: child.account, secret, code, createdAt: now.toISOString() };
  }

  /** A linked parent or a teacher of one of the child's classes; anyone else (operators too) is refused. */
  private async assertCanManage(viewer: User, childId: number): Promise<User> {
    const child = await this.db.prisma.user.findUnique({ where: { id: childId } });
    const allowed =
      child?.role === 'pupil' &&
      ((viewer.role === 'parent' && child.parentId === viewer.id) ||
        (viewer.role === 'teacher' && (await this.db.prisma.classMember.count({ where: { userId: childId, class: { teacherId: viewer.id } } })) > 0));
    if (!child || !allowed) throw new AppError(ERROR_CODES.forbidden, 'cardsForParentsAndTeachers');
    return child;
  }

  private liveDeviceSessions(childId: number) {
    return { userId: childId, purpose: 'session', signInCardId: { not: null }, revokedAt: null, expiresAt: { gt: this.clock.now() } };
  }

  private async enforce(key: string, limit: RateLimit): Promise<void> {
    if (!(await this.limiter.attempt(key, limit.max * this.config.rateLimitFactor, limit.windowMs))) {
      throw new AppError(ERROR_CODES.tooManyRequests, rateLimitMessage(limit.windowMs));
    }
  }
}

/** The typed code, as typed (upper case, no spaces), hashed apart from the QR secret. */
function codeHash(code: string): string {
  return hashToken(`card-code:${code}`);
}
