import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database, type User } from '@learnstar/db';
import {
  ERROR_CODES,
  PARENT_LINK_ATTEMPTS,
  PARENT_LINK_CODE_ALPHABET,
  PARENT_LINK_CODE_LENGTH,
  PARENT_LINK_CODE_TTL_MS,
  TRIAL_PERIOD_MS,
  makeCode,
  type ChildSummary,
  type CreateChild,
  type FamilySettings,
  type LinkChild,
  type Locale,
  type ParentLinkCode,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import { PointsLedger } from '../points/points-ledger.service.js';
import { assertEmailVerified } from '../accounts/email-validation/verified-email.js';

/** A parent's children: linked with the child's consent (a one-time code) or created by the parent. */
@Injectable()
export class FamilyService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly ledger: PointsLedger,
    private readonly limiter: RateLimiter,
  ) {}

  async children(parent: User): Promise<ChildSummary[]> {
    const children = await this.db.prisma.user.findMany({ where: { parentId: parent.id, role: 'pupil' }, orderBy: { id: 'asc' } });
    return Promise.all(children.map((child) => this.summary(child)));
  }

  /** Adding a child (creating or linking) needs the parent's verified email: it is the family's contact. */
  async createChild(parent: User, request: CreateChild, locale: Locale): Promise<ChildSummary> {
    assertEmailVerified(parent);
    const passwordHash = await hashPassword(request.password);
    const { count } = await this.db.prisma.user.createMany({
      data: [{
        account: request.account, passwordHash, role: 'pupil', name: request.pupilName, gradeCode: request.gradeCode, locale, parentId: parent.id,
        accountExpiresAt: new Date(this.clock.now().getTime() + TRIAL_PERIOD_MS),
      }],
      skipDuplicates: true,
    });
    if (count !== 1) throw new AppError(ERROR_CODES.conflict, 'accountExists', [{ field: 'account', msg: 'accountExists' }]);
    return this.summary(await this.db.prisma.user.findUniqueOrThrow({ where: { account: request.account } }));
  }

  /** A fresh code replaces the child's last one; only its hash is stored. */
  async issueLinkCode(pupil: User): Promise<ParentLinkCode> {
    if (pupil.role !== 'pupil') throw new AppError(ERROR_CODES.forbidden, 'pupilsOnly');
    const code = makeCode(randomBytes, PARENT_LINK_CODE_LENGTH, PARENT_LINK_CODE_ALPHABET);
    const expiresAt = new Date(this.clock.now().getTime() + PARENT_LINK_CODE_TTL_MS);
    const row = { codeHash: digest(code), expiresAt, createdAt: this.clock.now() };
    await this.db.prisma.parentLinkCode.upsert({ where: { userId: pupil.id }, create: { userId: pupil.id, ...row }, update: row });
    return { code, expiresAt: expiresAt.toISOString() };
  }

  /**
   * A wrong account and a wrong code get the same answer, so a parent cannot probe account names;
   * attempts are limited per parent. The code is used up in the same transaction that links.
   */
  async link(parent: User, request: LinkChild): Promise<ChildSummary> {
    assertEmailVerified(parent);
    if (!(await this.limiter.attempt(`family-link:${parent.id}`, PARENT_LINK_ATTEMPTS.max, PARENT_LINK_ATTEMPTS.windowMs))) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'tooFrequent5min');
    }
    const invalid = new AppError(ERROR_CODES.badRequest, 'linkCodeInvalid', [{ field: 'code', msg: 'linkCodeInvalid' }]);
    const childId = await this.db.prisma.$transaction(async (tx) => {
      const child = await tx.user.findUnique({ where: { account: request.account } });
      const stored = child?.role === 'pupil' ? await tx.parentLinkCode.findUnique({ where: { userId: child.id } }) : null;
      if (!child || !stored || stored.expiresAt <= this.clock.now() || !sameDigest(stored.codeHash, digest(request.code))) throw invalid;
      if (child.parentId !== null && child.parentId !== parent.id) throw new AppError(ERROR_CODES.conflict, 'childHasParent');
      const { count } = await tx.parentLinkCode.deleteMany({ where: { userId: child.id, codeHash: stored.codeHash } });
      if (count !== 1) throw invalid;
      await tx.user.update({ where: { id: child.id }, data: { parentId: parent.id } });
      return child.id;
    });
    return this.summary(await this.db.prisma.user.findUniqueOrThrow({ where: { id: childId } }));
  }

  async settings(parent: User): Promise<FamilySettings> {
    return { weeklySummary: parent.weeklySummary };
  }

  /** Switching on starts from next week's email, in the language the parent uses now. */
  async updateSettings(parent: User, settings: FamilySettings, locale: Locale, currentWeek: string): Promise<FamilySettings> {
    const turningOn = settings.weeklySummary && !parent.weeklySummary;
    const updated = await this.db.prisma.user.update({
      where: { id: parent.id },
      data: { weeklySummary: settings.weeklySummary, ...(settings.weeklySummary ? { locale } : {}), ...(turningOn ? { weeklySummaryWeek: currentWeek } : {}) },
    });
    return { weeklySummary: updated.weeklySummary };
  }

  private async summary(child: User): Promise<ChildSummary> {
    return { id: child.id, account: child.account, name: child.name, gradeCode: child.gradeCode, points: await this.ledger.balance(child.id) };
  }
}

function digest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
