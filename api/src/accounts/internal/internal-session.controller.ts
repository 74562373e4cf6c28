import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ok, type Envelope, type InternalSession } from '@learnstar/shared';
import { AuthGuard } from '../auth/auth.guard.js';
import type { AuthenticatedRequest } from '../auth/authenticated-request.js';
import { InternalKeyGuard } from './internal-key.guard.js';
import { internalSessionOf } from './internal-session.js';

/** Who owns a bearer token, for the match server's HTTP side (a teacher's results CSV); sockets come with a match ticket. */
@Controller('internal')
@UseGuards(InternalKeyGuard, AuthGuard)
export class InternalSessionController {
  @Get('session')
  session(@Req() req: AuthenticatedRequest): Envelope<InternalSession> {
    return ok(internalSessionOf(req.user));
  }
}
