import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type ClassJoinCode, type ClassListItem, type ClassRaceInvite, type ClassRaceInviteRequest, type ClassSummary, type CreateClass, type Envelope, type JoinClass, type MakeJoinCodes, type PupilProgress, type Roster } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../accounts/auth/authenticated-request.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';
import { pathId } from '../common/validation/path-id.js';
import { PupilProgressService } from '../progress/pupil-progress.service.js';
import { ClassesService } from './classes.service.js';
import { ClassListFigures } from './class-list-figures.service.js';
import { ClassRaceInvitesService } from './class-race-invites.service.js';
import { JoinCodesService } from './join-codes.service.js';
import { InviteStreamsService } from './invite-streams.service.js';
import { RosterService } from './roster.service.js';
import { rosterCsv } from './roster-csv.js';

/** Classes: the teacher's side (create, roster, remove) and the pupil's (join). */
@Controller('classes')
@UseGuards(AuthGuard, RolesGuard)
export class ClassesController {
  constructor(
    private readonly classes: ClassesService,
    private readonly listFigures: ClassListFigures,
    private readonly rosters: RosterService,
    private readonly progress: PupilProgressService,
    private readonly invites: ClassRaceInvitesService,
    private readonly joinCodes: JoinCodesService,
    private readonly inviteStreams: InviteStreamsService,
    private readonly limits: ActionLimiter,
  ) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<Envelope<ClassListItem[]>> {
    return ok(await this.listFigures.add(await this.classes.list(user)));
  }

  @Post()
  @HttpCode(200)
  @Roles('teacher')
  async create(@Body(new ZodPipe(API_ROUTES.createClass.body)) body: CreateClass, @CurrentUser() user: User): Promise<Envelope<ClassSummary>> {
    return ok(await this.classes.create(user, body), 'classCreated');
  }

  @Post('join')
  @HttpCode(200)
  async join(@Body(new ZodPipe(API_ROUTES.joinClass.body)) body: JoinClass, @Req() req: AuthenticatedRequest): Promise<Envelope<ClassSummary>> {
    await this.limits.enforce('joinClass', { account: req.user.id, ip: req.ip });
    return ok(await this.classes.join(req.user, body.code), 'classJoined');
  }

  @Get(':id/join-codes')
  async unusedJoinCodes(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ClassJoinCode[]>> {
    return ok(await this.joinCodes.unused(await this.classes.taught(user, pathId(id, 'classNotFound'))));
  }

  @Post(':id/join-codes')
  @HttpCode(200)
  @Roles('teacher')
  async makeJoinCodes(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.makeClassJoinCodes.body)) body: MakeJoinCodes, @CurrentUser() user: User): Promise<Envelope<ClassJoinCode[]>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    return ok(await this.joinCodes.make(user, found, body.count), 'joinCodesMade');
  }

  @Get('invites')
  async raceInvites(@CurrentUser() user: User): Promise<Envelope<ClassRaceInvite[]>> {
    return ok(await this.invites.forPupil(user));
  }

  /** Server-sent events: the pupil's whole list of notices now and whenever it changes (see InviteStreamsService). */
  @Get('invites/stream')
  @Roles('pupil')
  async raceInviteStream(@CurrentUser() user: User, @Res() res: Response): Promise<void> {
    await this.inviteStreams.open(user, res);
  }

  @Post(':id/races')
  @HttpCode(200)
  async announceRace(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.classRaceInvite.body)) body: ClassRaceInviteRequest, @CurrentUser() user: User): Promise<Envelope<ClassRaceInvite>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    const invite = await this.invites.announce(found, body);
    await this.inviteStreams.changed(found.id);
    return ok(invite);
  }

  @Get(':id/roster')
  async roster(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<Roster>> {
    return ok(await this.rosters.roster(await this.classes.taught(user, pathId(id, 'classNotFound'))));
  }

  @Get(':id/roster.csv')
  async rosterCsv(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response): Promise<void> {
    const found = await this.classes.taught(req.user, pathId(id, 'classNotFound'));
    const csv = rosterCsv(await this.rosters.roster(found), requestLocale(req));
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="class-${found.id}-roster.csv"`);
    res.send(csv);
  }

  @Delete(':id/pupils/:userId')
  async removePupil(@Param('id') id: string, @Param('userId') userId: string, @CurrentUser() user: User): Promise<Envelope> {
    await this.classes.removePupil(user, pathId(id, 'classNotFound'), pathId(userId, 'pupilNotInClass'));
    return ok(undefined, 'pupilRemoved');
  }

  @Get(':id/pupils/:userId/progress')
  async pupilProgress(@Param('id') id: string, @Param('userId') userId: string, @CurrentUser() user: User): Promise<Envelope<PupilProgress>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    const pupilId = pathId(userId, 'pupilNotInClass');
    await this.classes.member(found.id, pupilId);
    return ok(await this.progress.progress(pupilId));
  }
}
