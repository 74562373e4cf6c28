import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ERROR_CODES, SHOP_ASSET_PATTERNS, type ShopAssetKind } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { ShopAssetStore } from './shop-asset-store.js';

/** Product pictures, guides and intro videos (committed in api/assets/shop, or pictures operators uploaded). */
@Controller('shop/assets')
export class ShopAssetsController {
  constructor(private readonly assets: ShopAssetStore) {}

  @Get(':kind/:file')
  asset(@Param('kind') kind: string, @Param('file') file: string, @Res() res: Response): void {
    const path = Object.hasOwn(SHOP_ASSET_PATTERNS, kind) ? this.assets.pathOf(kind as ShopAssetKind, file) : null;
    if (!path) throw new AppError(ERROR_CODES.notFound, 'notFound');
    if (kind === 'files') res.setHeader('content-disposition', `attachment; filename="${file}"`);
    res.sendFile(path, { maxAge: '1d' }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ code: ERROR_CODES.notFound, msg: 'notFound' });
    });
  }
}
