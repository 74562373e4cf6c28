import { Body, Controller, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type LoginResponse } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../auth/auth.guard.js';
import type { AuthenticatedRequest } from '../auth/authenticated-request.js';
import { TokenService } from '../tokens/token.service.js';
import { LoginService } from './login.service.js';

const loginPipe = new ZodPipe(API_ROUTES.login.query);

@Controller('user')
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly tokens: TokenService,
  ) {}

  /** SPEC §7: no body, query username and password; a JSON body is accepted too (preferred: no credentials in URLs). */
  @Post('login')
  @HttpCode(200)
  async login(@Query() query: Record<string, unknown>, @Body() body: Record<string, unknown> | undefined, @Req() req: Request): Promise<LoginResponse> {
    const request = loginPipe.transform({ ...query, ...(body ?? {}) });
    return this.logins.login(request, req.ip ?? 'unknown');
  }

  /** Revokes the token on the server; the client then clears its stored user and token. */
  @Post('logout')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async logout(@Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.tokens.revoke(req.token);
    return ok();
  }
}
