import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { MATCH_TICKET_LIFETIME_MS, ok, signMatchTicket, type Envelope, type MatchTicket } from '@learnstar/shared';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AuthGuard } from '../auth/auth.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { internalSessionOf } from '../internal/internal-session.js';

/**
 * A signed-in pupil's match ticket: the page fetches one before opening its race socket, and the
 * match server checks it alone, so a join burst costs the API one request per page, not one per
 * socket handshake. Five minutes: a revoked session's tickets stop opening sockets soon after.
 */
@Controller('user')
export class MatchTicketController {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('match-ticket')
  @UseGuards(AuthGuard)
  @Header('cache-control', 'no-store')
  async ticket(@CurrentUser() user: User): Promise<Envelope<MatchTicket>> {
    const expiresAt = this.clock.now().getTime() + MATCH_TICKET_LIFETIME_MS;
    return ok({ ticket: await signMatchTicket(internalSessionOf(user), expiresAt, this.config.matchTicketSecret), expiresAt });
  }
}
