import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { ok, type ClassDashboard, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import { CurrentUser } from '../../accounts/auth/current-user.decorator.js';
import { pathId } from '../../common/validation/path-id.js';
import { ClassesService } from '../classes.service.js';
import { ClassDashboardService } from './class-dashboard.service.js';

/** The class page's pictures: the class's teacher and operators only (another teacher, a pupil or a parent gets 403). */
@Controller('classes')
@UseGuards(AuthGuard)
export class ClassDashboardController {
  constructor(
    private readonly classes: ClassesService,
    private readonly dashboards: ClassDashboardService,
  ) {}

  @Get(':id/dashboard')
  async dashboard(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ClassDashboard>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    return ok(await this.dashboards.dashboard(found.id));
  }
}
