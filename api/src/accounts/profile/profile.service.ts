import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, verifyPassword, type Database, type User } from '@learnstar/db';
import { AVATAR_MAX_BYTES, ERROR_CODES, type ChangePassword, type Profile, type UpdateProfile } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { PointsLedger } from '../../points/points-ledger.service.js';
import { TokenService } from '../tokens/token.service.js';
import { detectImageType } from '../../common/uploads/image-type.js';

@Injectable()
export class ProfileService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly ledger: PointsLedger,
    private readonly tokens: TokenService,
  ) {
    mkdirSync(config.uploadsDir, { recursive: true });
  }

  async profile(user: User): Promise<Profile> {
    return {
      id: user.id,
      account: user.account,
      name: user.name,
      gender: user.gender,
      phone: user.phone,
      school: user.school,
      gradeCode: user.gradeCode,
      email: user.email,
      emailVerified: Boolean(user.emailVerifiedAt),
      points: await this.ledger.balance(user.id),
      avatar: user.avatarPath ? `/api/user/avatar/${user.avatarPath}` : null,
      role: user.role,
      accountExpiresAt: user.accountExpiresAt?.toISOString() ?? null,
    };
  }

  async update(user: User, changes: UpdateProfile): Promise<Profile> {
    const updated = await this.db.prisma.user.update({
      where: { id: user.id },
      data: {
        name: changes.name,
        ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
        ...(changes.school !== undefined ? { school: changes.school || null } : {}),
        ...(changes.gradeCode !== undefined ? { gradeCode: changes.gradeCode } : {}),
      },
    });
    return this.profile(updated);
  }

  /** Stores the avatar under a random name; the type is read from the bytes, the name is ignored. */
  async saveAvatar(user: User, bytes: Buffer | undefined): Promise<string> {
    if (!bytes?.length) throw new AppError(ERROR_CODES.badRequest, 'required');
    if (bytes.length > AVATAR_MAX_BYTES) throw new AppError(ERROR_CODES.badRequest, 'imageTooLarge');
    const type = detectImageType(bytes);
    if (!type) throw new AppError(ERROR_CODES.badRequest, 'invalidImageType');
    const file = `${user.id}-${randomBytes(8).toString('hex')}.${type}`;
    writeFileSync(join(this.config.uploadsDir, file), bytes);
    await this.db.prisma.user.update({ where: { id: user.id }, data: { avatarPath: file } });
    return `/api/user/avatar/${file}`;
  }

  /** Needs a linked, verified email (SPEC §5); other sessions are signed out. */
  async changePassword(user: User, currentToken: string, { oldPassword, newPassword }: ChangePassword): Promise<void> {
    if (!user.email || !user.emailVerifiedAt) throw new AppError(ERROR_CODES.forbidden, 'emailNotVerified');
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppError(ERROR_CODES.badRequest, 'wrongPassword');
    await this.db.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(newPassword) } });
    await this.tokens.revokeAll(user.id, 'session', currentToken);
  }
}
