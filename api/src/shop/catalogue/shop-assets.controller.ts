import { join } from 'node:path';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ERROR_CODES } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';

const KINDS = { images: /^[a-z0-9-]+\.svg$/, files: /^[a-z0-9-]+\.pdf$/, videos: /^[a-z0-9-]+\.webm$/ } as const;

/** Product illustrations, guides and intro videos shipped in api/assets/shop (built by api/scripts/build-shop-*.mjs). */
@Controller('shop/assets')
export class ShopAssetsController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  @Get(':kind/:file')
  asset(@Param('kind') kind: string, @Param('file') file: string, @Res() res: Response): void {
    const pattern = KINDS[kind as keyof typeof KINDS];
    if (!pattern?.test(file)) throw new AppError(ERROR_CODES.notFound, 'notFound');
    if (kind === 'files') res.setHeader('content-disposition', `attachment; filename="${file}"`);
    res.sendFile(join(this.config.assetsDir, 'shop', kind, file), { maxAge: '1d' }, (error) => {
      if (error && !res.headersSent) res.status(404).json({ code: ERROR_CODES.notFound, msg: 'notFound' });
    });
  }
}
