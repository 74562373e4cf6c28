import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, HOMEWORK_GAMES, ok, type ChildSummary, type CreateChild, type Envelope, type FamilySettings, type LinkChild, type ParentLinkCode, type ChildProgress, type ChildTrends } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../accounts/auth/authenticated-request.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';
import { pathId } from '../common/validation/path-id.js';
import { PupilAccess } from '../progress/pupil-access.js';
import { PupilProgressService } from '../progress/pupil-progress.service.js';
import { HomeworkService } from '../classes/homework.service.js';
import { FamilyService } from './family.service.js';
import { WeeklySummaryService } from './weekly-summary.service.js';
import { ChildTrendsService } from './child-trends.service.js';

/** Parents follow their children; a child hands out the one-time link code. */
@Controller('family')
@UseGuards(AuthGuard, RolesGuard)
export class FamilyController {
  constructor(
    private readonly family: FamilyService,
    private readonly access: PupilAccess,
    private readonly progress: PupilProgressService,
    private readonly summaries: WeeklySummaryService,
    private readonly homework: HomeworkService,
    private readonly trends: ChildTrendsService,
    private readonly limits: ActionLimiter,
  ) {}

  @Get('children')
  @Roles('parent')
  async children(@CurrentUser() user: User): Promise<Envelope<ChildSummary[]>> {
    return ok(await this.family.children(user));
  }

  @Post('children')
  @HttpCode(200)
  @Roles('parent')
  async createChild(@Body(new ZodPipe(API_ROUTES.familyCreateChild.body)) body: CreateChild, @Req() req: AuthenticatedRequest): Promise<Envelope<ChildSummary>> {
    await this.limits.enforce('createChild', { account: req.user.id, ip: req.ip });
    return ok(await this.family.createChild(req.user, body, requestLocale(req)), 'childCreated');
  }

  /** The child, a linked parent, the child's teachers and operators (PupilAccess). */
  @Get('children/:id/progress')
  async childProgress(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ChildProgress>> {
    const childId = pathId(id, 'childNotFound');
    await this.access.assertCanView(user, childId);
    const progress = await this.progress.progress(childId);
    const homework = (await Promise.all(HOMEWORK_GAMES.map((game) => this.homework.forPupil(childId, game)))).flat();
    return ok({ ...progress, homework });
  }

  /** The parent's pictures of the child against the grade's medians; the same viewers as the progress. */
  @Get('children/:id/trends')
  async childTrends(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ChildTrends>> {
    const childId = pathId(id, 'childNotFound');
    await this.access.assertCanView(user, childId);
    return ok(await this.trends.trends(childId));
  }

  @Post('link')
  @HttpCode(200)
  @Roles('parent')
  async link(@Body(new ZodPipe(API_ROUTES.familyLink.body)) body: LinkChild, @CurrentUser() user: User): Promise<Envelope<ChildSummary>> {
    return ok(await this.family.link(user, body), 'childLinked');
  }

  @Get('settings')
  @Roles('parent')
  async settings(@CurrentUser() user: User): Promise<Envelope<FamilySettings>> {
    return ok(await this.family.settings(user));
  }

  @Put('settings')
  @Roles('parent')
  async updateSettings(@Body(new ZodPipe(API_ROUTES.familyUpdateSettings.body)) body: FamilySettings, @Req() req: AuthenticatedRequest): Promise<Envelope<FamilySettings>> {
    return ok(await this.family.updateSettings(req.user, body, requestLocale(req), this.summaries.currentWeek()), 'summarySettingSaved');
  }

  @Post('link-code')
  @HttpCode(200)
  async linkCode(@CurrentUser() user: User): Promise<Envelope<ParentLinkCode>> {
    return ok(await this.family.issueLinkCode(user));
  }
}
