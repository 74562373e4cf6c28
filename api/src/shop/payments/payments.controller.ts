import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope, type PaymentProvider } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import type { AuthenticatedRequest } from '../../accounts/auth/authenticated-request.js';
import type { RawBodyRequest } from '../../common/http/raw-body.js';
import { PaymentsService } from './payments.service.js';

@Controller('shop/api/payment')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('start')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async start(@Body(new ZodPipe(API_ROUTES.paymentStart.body)) body: { orderCode: string; provider: PaymentProvider }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.payments.start(req.user, body.orderCode, body.provider));
  }

  /** Gateway → shop. Verified on the raw bytes before anything is parsed. */
  @Post('callback')
  @HttpCode(200)
  async callback(@Req() req: RawBodyRequest, @Headers('x-sandbox-signature') signature: string | undefined): Promise<Envelope> {
    return ok(await this.payments.receiveCallback(req.rawBody, signature));
  }

  /** The /callback page polls this; the id is an unguessable UUID and reveals only the result. */
  @Get(':id')
  async status(@Param('id') id: string): Promise<Envelope> {
    return ok(await this.payments.status(id));
  }
}
