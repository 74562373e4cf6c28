import { Controller, Get, Header, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ERROR_CODES } from '@learnstar/shared';
import { ApiClient } from '../api-client/api-client.js';
import { ClassroomService } from './classroom.service.js';
import { RaceRefusal } from './race-errors.js';
import { HttpException } from '@nestjs/common';

/** The teacher's CSV download of a classroom race (bearer token of the teacher who hosted it). */
@Controller('races')
export class RaceResultsController {
  constructor(
    private readonly classrooms: ClassroomService,
    private readonly api: ApiClient,
  ) {}

  @Get(':raceId/results.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  async csv(@Param('raceId') raceId: string, @Req() req: Request): Promise<string> {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    const session = token ? await this.api.session(token).catch(() => null) : null;
    if (!session) throw new HttpException({ code: ERROR_CODES.unauthorized, msg: 'notLoggedIn' }, ERROR_CODES.unauthorized);
    try {
      const csv = await this.classrooms.resultsCsv(session, raceId);
      req.res?.setHeader('content-disposition', `attachment; filename="${raceId}-results.csv"`);
      return csv;
    } catch (error) {
      if (error instanceof RaceRefusal) throw new HttpException({ code: ERROR_CODES.forbidden, msg: error.msg }, ERROR_CODES.forbidden);
      throw error;
    }
  }
}
