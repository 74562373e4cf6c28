import { Controller, Get, Header, HttpException, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ERROR_CODES, type InternalSession, type RaceRoster } from '@learnstar/shared';
import { ApiClient } from '../api-client/api-client.js';
import { ClassroomService } from './classroom.service.js';
import { RaceRefusal } from './race-errors.js';

/** The host's HTTP side of a classroom race (bearer token of the teacher who hosted it): the CSV and the roster. */
@Controller('races')
export class RaceResultsController {
  constructor(
    private readonly classrooms: ClassroomService,
    private readonly api: ApiClient,
  ) {}

  @Get(':raceId/results.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  csv(@Param('raceId') raceId: string, @Req() req: Request): Promise<string> {
    return this.asHost(req, async (session) => {
      const csv = await this.classrooms.resultsCsv(session, raceId);
      req.res?.setHeader('content-disposition', `attachment; filename="${raceId}-results.csv"`);
      return csv;
    });
  }

  /** Names, avatars, frames and previous races of the racers, for the projector view. */
  @Get(':raceId/roster')
  roster(@Param('raceId') raceId: string, @Req() req: Request): Promise<RaceRoster> {
    return this.asHost(req, (session) => this.classrooms.roster(session, raceId));
  }

  private async asHost<T>(req: Request, answer: (session: InternalSession) => Promise<T>): Promise<T> {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    const session = token ? await this.api.session(token).catch(() => null) : null;
    if (!session) throw new HttpException({ code: ERROR_CODES.unauthorized, msg: 'notLoggedIn' }, ERROR_CODES.unauthorized);
    try {
      return await answer(session);
    } catch (error) {
      if (error instanceof RaceRefusal) throw new HttpException({ code: ERROR_CODES.forbidden, msg: error.msg }, ERROR_CODES.forbidden);
      throw error;
    }
  }
}
