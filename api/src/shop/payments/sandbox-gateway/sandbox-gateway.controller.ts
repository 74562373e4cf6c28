import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope, type SandboxOutcome } from '@learnstar/shared';
import { ZodPipe } from '../../../common/validation/zod.pipe.js';
import { SandboxGatewayService } from './sandbox-gateway.service.js';

/** The sandbox gateway's own endpoints, used by its hosted page /payments. */
@Controller('gateway/sandbox/session')
export class SandboxGatewayController {
  constructor(private readonly gateway: SandboxGatewayService) {}

  @Get(':id')
  async session(@Param('id') id: string): Promise<Envelope> {
    return ok(await this.gateway.session(id));
  }

  @Post(':id/complete')
  @HttpCode(200)
  async complete(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.sandboxComplete.body)) body: { outcome: SandboxOutcome }): Promise<Envelope> {
    return ok(await this.gateway.complete(id, body.outcome));
  }
}
