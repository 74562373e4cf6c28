import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type AuditPage, type AuditQuery, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { AuditService } from './audit.service.js';

@Controller('audit')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  async list(@Query(new ZodPipe(API_ROUTES.auditLog.query)) query: AuditQuery): Promise<Envelope<AuditPage>> {
    return ok(await this.audit.list(query));
  }
}
