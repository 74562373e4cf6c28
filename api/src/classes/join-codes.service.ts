import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, SchoolClass, User } from '@learnstar/db';
import { CLASS_CODE_ALPHABET, CLASS_PERSONAL_CODE_LENGTH, CLASS_UNUSED_CODES_MAX, ERROR_CODES, makeCode, type ClassJoinCode } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService } from '../audit/audit.service.js';

/**
 * Personal one-time codes for the printed join sheet: each lets one pupil join the class once
 * (ClassesService.join spends it). The class code keeps working beside them.
 */
@Injectable()
export class JoinCodesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  /** The class row lock keeps two sheets made at once under the cap of unused codes. */
  async make(teacher: User, found: SchoolClass, count: number): Promise<ClassJoinCode[]> {
    const codes = await this.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "SchoolClass" WHERE id = ${found.id} FOR UPDATE`;
      const unused = await tx.classJoinCode.count({ where: { classId: found.id, usedAt: null } });
      if (unused + count > CLASS_UNUSED_CODES_MAX) throw new AppError(ERROR_CODES.conflict, 'tooManyUnusedCodes', [{ field: 'count', msg: 'tooManyUnusedCodes' }]);
      const made: string[] = [];
      // A fresh code collides with an existing one about once in 10^14: skip it and draw again.
      while (made.length < count) {
        const code = makeCode(randomBytes, CLASS_PERSONAL_CODE_LENGTH, CLASS_CODE_ALPHABET);
        const { count: added } = await tx.classJoinCode.createMany({ data: [{ classId: found.id, code }], skipDuplicates: true });
        if (added === 1) made.push(code);
      }
      // The codes themselves stay out of the log: each is as good as a class code.
      await this.audit.recordIn(tx, teacher, { action: 'class.joinCodes', targetType: 'class', targetId: found.id, before: { unused }, after: { unused: unused + count } });
      return made;
    });
    return (await this.unused(found)).filter((c) => codes.includes(c.code));
  }

  /** Codes not used yet, oldest first (the order they were printed in). */
  async unused(found: SchoolClass): Promise<ClassJoinCode[]> {
    const rows = await this.db.prisma.classJoinCode.findMany({ where: { classId: found.id, usedAt: null }, orderBy: { id: 'asc' } });
    return rows.map((r) => ({ code: r.code, createdAt: r.createdAt.toISOString() }));
  }
}
