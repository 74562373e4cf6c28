import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type CardSignIn, type DeviceSignIns, type Envelope, type LoginResponse, type SignInCard } from '@learnstar/shared';
import { AuthGuard } from '../auth/auth.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { pathId } from '../../common/validation/path-id.js';
import { SignInCardsService } from './sign-in-cards.service.js';

/** Children's sign-in cards: printed and ended by a linked parent or the child's teacher, used signed out. */
@Controller('sign-in-cards')
export class SignInCardsController {
  constructor(private readonly cards: SignInCardsService) {}

  @Post('children/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async printForChild(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<SignInCard>> {
    return ok(await this.cards.printForChild(user, pathId(id, 'childNotFound')), 'signInCardPrinted');
  }

  @Post('classes/:id')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async printForClass(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<SignInCard[]>> {
    return ok(await this.cards.printForClass(user, pathId(id, 'classNotFound')), 'signInCardPrinted');
  }

  @Get('children/:id/devices')
  @UseGuards(AuthGuard)
  async devices(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<DeviceSignIns>> {
    return ok(await this.cards.devices(user, pathId(id, 'childNotFound')));
  }

  @Delete('children/:id/devices')
  @UseGuards(AuthGuard)
  async endDevices(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope> {
    await this.cards.endDevices(user, pathId(id, 'childNotFound'));
    return ok(undefined, 'deviceSignInsEnded');
  }

  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body(new ZodPipe(API_ROUTES.cardSignIn.body)) body: CardSignIn, @Req() req: Request): Promise<LoginResponse> {
    return this.cards.signIn(body, req.ip);
  }
}
