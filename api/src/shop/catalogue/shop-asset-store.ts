import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, PRODUCT_IMAGE_MAX_BYTES, SHOP_ASSET_PATTERNS, UPLOADED_IMAGE_PATTERN, type ShopAssetKind, type ShopAssets } from '@learnstar/shared';
import { AppError } from '../../common/envelope/app-error.js';
import { detectImageType } from '../../common/uploads/image-type.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { imageUrl } from './product-view.js';

/**
 * The shop's pictures, guides and videos: the committed ones in api/assets/shop/<kind>, and the
 * pictures operators upload, kept with the other uploads (outside the code, like avatars) under a
 * random name whose type was read from the bytes. Only names matching SHOP_ASSET_PATTERNS resolve.
 */
@Injectable()
export class ShopAssetStore {
  private readonly uploadedImages: string;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.uploadedImages = join(config.uploadsDir, 'shop-images');
    mkdirSync(this.uploadedImages, { recursive: true });
  }

  /** The file behind an asset name, or null when the name is not one the shop serves. */
  pathOf(kind: ShopAssetKind, name: string): string | null {
    if (!SHOP_ASSET_PATTERNS[kind].test(name)) return null;
    return UPLOADED_IMAGE_PATTERN.test(name) ? join(this.uploadedImages, name) : join(this.config.assetsDir, 'shop', kind, name);
  }

  exists(kind: ShopAssetKind, name: string): boolean {
    const path = this.pathOf(kind, name);
    return path !== null && existsSync(path);
  }

  /** A form naming a picture, guide or video the shop does not have is refused on that field. */
  requireAll(kind: ShopAssetKind, names: readonly (string | null)[], field: string): void {
    if (names.some((name) => name !== null && !this.exists(kind, name))) {
      throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field, msg: 'invalidValue' }]);
    }
  }

  list(): ShopAssets {
    const names = (dir: string, kind: ShopAssetKind) => (existsSync(dir) ? readdirSync(dir).filter((n) => SHOP_ASSET_PATTERNS[kind].test(n)).sort() : []);
    const committed = (kind: ShopAssetKind) => names(join(this.config.assetsDir, 'shop', kind), kind);
    return { images: [...committed('images'), ...names(this.uploadedImages, 'images')], files: committed('files'), videos: committed('videos') };
  }

  saveImage(bytes: Buffer | undefined): { name: string; url: string } {
    if (!bytes?.length) throw new AppError(ERROR_CODES.badRequest, 'required');
    if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw new AppError(ERROR_CODES.badRequest, 'imageTooLarge');
    const type = detectImageType(bytes);
    if (!type) throw new AppError(ERROR_CODES.badRequest, 'invalidImageType');
    const name = `upload-${randomBytes(8).toString('hex')}.${type}`;
    writeFileSync(join(this.uploadedImages, name), bytes);
    return { name, url: imageUrl(name) };
  }
}
