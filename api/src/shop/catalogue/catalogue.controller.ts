import { Controller, Get, Param, Query } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { CatalogueService } from './catalogue.service.js';

@Controller('shop/api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('products')
  async products(@Query(new ZodPipe(API_ROUTES.shopProducts.query)) query: { categoryId?: number }): Promise<Envelope> {
    return ok(await this.catalogue.list(query.categoryId));
  }

  @Get('product/:id')
  async product(@Param('id') id: string): Promise<Envelope> {
    return ok(await this.catalogue.product(Number(id)));
  }
}
