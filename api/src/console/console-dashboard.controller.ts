import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type DashboardQuery, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { ConsoleDashboardService } from './console-dashboard.service.js';

/** Operators: the console's home figures (teachers open on their races instead). */
@Controller('console/dashboard')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleDashboardController {
  constructor(private readonly dashboard: ConsoleDashboardService) {}

  @Get()
  async get(@Query(new ZodPipe(API_ROUTES.consoleDashboard.query)) query: DashboardQuery): Promise<Envelope> {
    return ok(await this.dashboard.dashboard(query.days));
  }
}
