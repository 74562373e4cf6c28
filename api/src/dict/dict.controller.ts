import { Controller, Get, Inject, Query } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope, type GetDictDataQuery, type ProductOption } from '@learnstar/shared';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../common/database/database.module.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';

@Controller('user')
export class DictController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** SPEC §7: product options for the warranty form, in display order. */
  @Get('getDictData')
  async getDictData(@Query(new ZodPipe(API_ROUTES.getDictData.query)) query: GetDictDataQuery): Promise<Envelope<ProductOption[]>> {
    const rows = await this.db.prisma.dictData.findMany({
      where: { dictType: query.dictType, active: true },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    return ok(rows.map((row) => ({ dictLabel: row.dictLabel, dictLabelZh: row.dictLabelZh ?? row.dictLabel, dictValue: row.dictValue })));
  }
}
