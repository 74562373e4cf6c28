import { Body, Controller, Get, HttpCode, Param, Post, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { User } from '@learnstar/db';
import { API_ROUTES, PRODUCT_IMAGE_MAX_BYTES, ok, type Envelope, type PointsGoodCreate, type PointsGoodEdit, type ProductCreate, type ProductEdit } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { ProductAdminService } from '../shop/catalogue/product-admin.service.js';
import { ShopAssetStore } from '../shop/catalogue/shop-asset-store.js';
import { GoodsAdminService } from '../pointshop/goods-admin.service.js';

/** Operators: create and edit shop products and points-shop goods, and the pictures they show. */
@Controller('console')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleCatalogueController {
  constructor(
    private readonly products: ProductAdminService,
    private readonly goods: GoodsAdminService,
    private readonly assets: ShopAssetStore,
  ) {}

  @Get('products/:id')
  async product(@Param('id') id: string): Promise<Envelope> {
    return ok(await this.products.get(pathId(id, 'productNotFound')));
  }

  @Post('products')
  @HttpCode(200)
  async createProduct(@Body(new ZodPipe(API_ROUTES.consoleCreateProduct.body)) form: ProductCreate, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.products.create(form, user), 'productCreated');
  }

  @Put('products/:id')
  async editProduct(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consoleEditProduct.body)) form: ProductEdit, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.products.edit(pathId(id, 'productNotFound'), form, user), 'productSaved');
  }

  @Get('points-goods/:id')
  async pointsGood(@Param('id') id: string): Promise<Envelope> {
    return ok(await this.goods.get(pathId(id, 'goodsNotFound')));
  }

  @Post('points-goods')
  @HttpCode(200)
  async createPointsGood(@Body(new ZodPipe(API_ROUTES.consoleCreatePointsGood.body)) form: PointsGoodCreate, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.goods.create(form, user), 'goodsCreated');
  }

  @Put('points-goods/:id')
  async editPointsGood(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.consoleEditPointsGood.body)) form: PointsGoodEdit, @CurrentUser() user: User): Promise<Envelope> {
    return ok(await this.goods.edit(pathId(id, 'goodsNotFound'), form, user), 'goodsSaved');
  }

  @Get('shop-assets')
  shopAssets(): Envelope {
    return ok(this.assets.list());
  }

  /** multipart/form-data with field "file"; multer stops reading just past the limit, so a huge upload cannot fill memory. */
  @Post('shop-assets/images')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES + 1, files: 1 } }))
  uploadImage(@UploadedFile() file: { buffer: Buffer } | undefined): Envelope {
    return ok(this.assets.saveImage(file?.buffer), 'imageUploaded');
  }
}
