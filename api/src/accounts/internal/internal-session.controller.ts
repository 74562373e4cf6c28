import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ok, type Envelope, type InternalSession } from '@learnstar/shared';
import { AuthGuard } from '../auth/auth.guard.js';
import type { AuthenticatedRequest } from '../auth/authenticated-request.js';
import { InternalKeyGuard } from './internal-key.guard.js';

/** The match server verifies a socket's bearer token here on the handshake. */
@Controller('internal')
@UseGuards(InternalKeyGuard, AuthGuard)
export class InternalSessionController {
  @Get('session')
  session(@Req() req: AuthenticatedRequest): Envelope<InternalSession> {
    const { id, role, name, gradeCode, certifiedCpm } = req.user;
    return ok({ userId: id, role, name, gradeCode, certifiedCpm });
  }
}
