import {
  consolePointsGoodSchema,
  consoleProductSchema,
  pointsGoodCreateSchema,
  pointsGoodEditSchema,
  productCreateSchema,
  productEditSchema,
  shopAssetsSchema,
  uploadedImageSchema,
} from '../console/catalogue.js';
import type { RouteContract } from './route-contract.js';

const op = (summary: string) => ({ summary: `Operator console: ${summary}`, tag: 'console', auth: true }) as const;

/** Operators create and edit shop products and points-shop goods (spread into CONSOLE_ROUTES). */
export const CONSOLE_CATALOGUE_ROUTES = {
  consoleProduct: { method: 'get', path: '/console/products/{id}', ...op('one product with every field the shop shows (on or off sale)'), data: consoleProductSchema },
  consoleCreateProduct: { method: 'post', path: '/console/products', ...op('create a shop product (SKU unique: 409 skuTaken); stock is set here once'), body: productCreateSchema, data: consoleProductSchema },
  consoleEditProduct: { method: 'put', path: '/console/products/{id}', ...op('edit a shop product; stock is not part of an edit (change it by a delta)'), body: productEditSchema, data: consoleProductSchema },
  consolePointsGood: { method: 'get', path: '/console/points-goods/{id}', ...op('one points-shop good with every field'), data: consolePointsGoodSchema },
  consoleCreatePointsGood: { method: 'post', path: '/console/points-goods', ...op('create a points-shop good: physical with a category, or virtual with an effect the shop can grant'), body: pointsGoodCreateSchema, data: consolePointsGoodSchema },
  consoleEditPointsGood: { method: 'put', path: '/console/points-goods/{id}', ...op('edit a points-shop good; stock is not part of an edit, and its kind cannot change (409 goodsKindFixed)'), body: pointsGoodEditSchema, data: consolePointsGoodSchema },
  consoleShopAssets: { method: 'get', path: '/console/shop-assets', ...op('the pictures (committed and uploaded), guides and videos a product can show'), data: shopAssetsSchema },
  consoleUploadImage: { method: 'post', path: '/console/shop-assets/images', ...op('upload a product picture: multipart/form-data field "file", JPG or PNG by its bytes, at most 2 MB'), fileField: 'file', data: uploadedImageSchema },
} as const satisfies Record<string, RouteContract>;
