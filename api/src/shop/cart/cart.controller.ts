import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type CartLineRequest, type Envelope } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AuthGuard } from '../../accounts/auth/auth.guard.js';
import { OptionalAuthGuard } from '../../accounts/auth/optional-auth.guard.js';
import type { AuthenticatedRequest } from '../../accounts/auth/authenticated-request.js';
import { CartService, type CartCaller } from './cart.service.js';

const caller = (req: AuthenticatedRequest): CartCaller => ({ userId: req.user?.id, ranId: req.user?.ranId });

@Controller('shop/api')
export class CartController {
  constructor(private readonly carts: CartService) {}

  /** SPEC §7: answers code and rows; the count shown is rows.length. */
  @Get('listCartByRanId')
  @UseGuards(OptionalAuthGuard)
  async list(@Query(new ZodPipe(API_ROUTES.listCartByRanId.query)) query: { ranId: string }, @Req() req: AuthenticatedRequest): Promise<Envelope & { rows: unknown[] }> {
    const rows = await this.carts.rows(query.ranId, caller(req));
    return { ...ok(rows), rows };
  }

  @Post('cart/add')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  async add(@Body(new ZodPipe(API_ROUTES.cartAdd.body)) body: CartLineRequest, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.carts.add(body.ranId, body.productId, body.quantity, caller(req)));
  }

  @Post('cart/update')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  async update(@Body(new ZodPipe(API_ROUTES.cartUpdate.body)) body: CartLineRequest, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.carts.setQuantity(body.ranId, body.productId, body.quantity, caller(req)));
  }

  @Post('cart/remove')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  async remove(@Body(new ZodPipe(API_ROUTES.cartRemove.body)) body: { ranId: string; productId: number }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.carts.remove(body.ranId, body.productId, caller(req)));
  }

  @Post('cart/clear')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  async clear(@Body(new ZodPipe(API_ROUTES.cartClear.body)) body: { ranId: string }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.carts.clear(body.ranId, caller(req));
    return ok([]);
  }

  @Post('cart/merge')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async merge(@Body(new ZodPipe(API_ROUTES.cartMerge.body)) body: { visitorRanId: string }, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    return ok(await this.carts.merge(req.user.id, req.user.ranId, body.visitorRanId));
  }
}
