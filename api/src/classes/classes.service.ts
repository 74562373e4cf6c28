import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, Prisma, SchoolClass, User } from '@learnstar/db';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_MAX_PUPILS, CLASS_PERSONAL_CODE_LENGTH, ERROR_CODES, makeCode, type ClassSummary, type CreateClass } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { AuditService } from '../audit/audit.service.js';

/** Classes: a teacher creates them, pupils join with the class code, the teacher removes pupils. */
@Injectable()
export class ClassesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async create(teacher: User, request: CreateClass): Promise<ClassSummary> {
    // A fresh code collides with an existing one about once in 10^11: try again rather than fail.
    for (;;) {
      const code = makeCode(randomBytes, CLASS_CODE_LENGTH, CLASS_CODE_ALPHABET);
      const { count } = await this.db.prisma.schoolClass.createMany({ data: [{ ...request, teacherId: teacher.id, code }], skipDuplicates: true });
      if (count === 1) return (await this.summaries({ code }))[0];
    }
  }

  /** Teachers see the classes they teach, pupils the classes they joined, operators all. */
  async list(user: User): Promise<ClassSummary[]> {
    if (user.role === 'teacher') return this.summaries({ teacherId: user.id });
    if (user.role === 'pupil') return this.summaries({ members: { some: { userId: user.id } } });
    if (user.role === 'operator') return this.summaries({});
    throw new AppError(ERROR_CODES.forbidden, 'forbidden');
  }

  /**
   * Joins with the class code or a personal code from the join sheet. The class row lock
   * serialises joins, so a full class never takes one more pupil; a personal code is locked too
   * and spent in the same transaction, so it lets exactly one pupil in once.
   */
  async join(pupil: User, code: string): Promise<ClassSummary> {
    if (pupil.role !== 'pupil') throw new AppError(ERROR_CODES.forbidden, 'pupilsOnly');
    const classId = await this.db.prisma.$transaction(async (tx) => {
      const personal = code.length === CLASS_PERSONAL_CODE_LENGTH;
      const [row] = personal
        ? await tx.$queryRaw<{ id: number; usedAt: Date | null }[]>`SELECT c.id, j."usedAt" FROM "ClassJoinCode" j JOIN "SchoolClass" c ON c.id = j."classId" WHERE j.code = ${code} FOR UPDATE`
        : await tx.$queryRaw<{ id: number; usedAt: null }[]>`SELECT id, NULL AS "usedAt" FROM "SchoolClass" WHERE code = ${code} FOR UPDATE`;
      if (!row) throw new AppError(ERROR_CODES.notFound, 'classCodeInvalid', [{ field: 'code', msg: 'classCodeInvalid' }]);
      if (row.usedAt) throw new AppError(ERROR_CODES.conflict, 'classCodeUsed', [{ field: 'code', msg: 'classCodeUsed' }]);
      if (await tx.classMember.count({ where: { classId: row.id, userId: pupil.id } })) throw new AppError(ERROR_CODES.conflict, 'alreadyInClass');
      if ((await tx.classMember.count({ where: { classId: row.id } })) >= CLASS_MAX_PUPILS) throw new AppError(ERROR_CODES.conflict, 'classFull');
      await tx.classMember.create({ data: { classId: row.id, userId: pupil.id } });
      if (personal) await tx.classJoinCode.update({ where: { code }, data: { usedBy: pupil.id, usedAt: new Date() } });
      return row.id;
    });
    return (await this.summaries({ id: classId }))[0];
  }

  async removePupil(viewer: User, classId: number, userId: number): Promise<void> {
    await this.taught(viewer, classId);
    await this.db.prisma.$transaction(async (tx) => {
      const { count } = await tx.classMember.deleteMany({ where: { classId, userId } });
      if (count === 0) throw new AppError(ERROR_CODES.notFound, 'pupilNotInClass');
      await this.audit.recordIn(tx, viewer, { action: 'class.removePupil', targetType: 'class', targetId: classId, before: { userId, member: true }, after: { userId, member: false } });
    });
  }

  /** The class, if the viewer teaches it or is an operator. */
  async taught(viewer: User, classId: number): Promise<SchoolClass> {
    if (viewer.role !== 'teacher' && viewer.role !== 'operator') throw new AppError(ERROR_CODES.forbidden, 'forbidden');
    const found = await this.db.prisma.schoolClass.findUnique({ where: { id: classId } });
    if (!found) throw new AppError(ERROR_CODES.notFound, 'classNotFound');
    if (viewer.role === 'teacher' && found.teacherId !== viewer.id) throw new AppError(ERROR_CODES.forbidden, 'forbidden');
    return found;
  }

  async member(classId: number, userId: number): Promise<void> {
    if (!(await this.db.prisma.classMember.count({ where: { classId, userId } }))) throw new AppError(ERROR_CODES.notFound, 'pupilNotInClass');
  }

  async summary(found: SchoolClass): Promise<ClassSummary> {
    return (await this.summaries({ id: found.id }))[0];
  }

  private async summaries(where: Prisma.SchoolClassWhereInput): Promise<ClassSummary[]> {
    const rows = await this.db.prisma.schoolClass.findMany({ where, include: { _count: { select: { members: true } } }, orderBy: [{ year: 'desc' }, { name: 'asc' }, { id: 'asc' }] });
    const teachers = await this.db.prisma.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.teacherId))] } }, select: { id: true, name: true } });
    return rows.map((r) => ({
      id: r.id, name: r.name, gradeCode: r.gradeCode, year: r.year, code: r.code, teacherName: teachers.find((t) => t.id === r.teacherId)?.name ?? '',
      pupils: r._count.members, createdAt: r.createdAt.toISOString(),
    }));
  }
}
