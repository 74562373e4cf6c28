import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue/catalogue.controller.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { ShopAssetsController } from './catalogue/shop-assets.controller.js';
import { CartController } from './cart/cart.controller.js';
import { CartService } from './cart/cart.service.js';
import { CouponService } from './coupons/coupon.service.js';
import { OrdersController } from './orders/orders.controller.js';
import { OrdersService } from './orders/orders.service.js';
import { OrderLifecycle } from './orders/order-lifecycle.service.js';
import { OrderMailService } from './orders/order-mail.service.js';
import { PaymentsController } from './payments/payments.controller.js';
import { PaymentsService } from './payments/payments.service.js';
import { SandboxGatewayController } from './payments/sandbox-gateway/sandbox-gateway.controller.js';
import { SandboxGatewayService } from './payments/sandbox-gateway/sandbox-gateway.service.js';
import { OperatorController } from './operator/operator.controller.js';
import { OperatorOrdersService } from './operator/operator-orders.service.js';
import { CouponAdminService } from './coupons/coupon-admin.service.js';
import { ProductAdminService } from './catalogue/product-admin.service.js';
import { ShopAssetStore } from './catalogue/shop-asset-store.js';
import { IdempotentRequests } from '../common/idempotency/idempotent-requests.service.js';

/** The online shop: catalogue, carts, coupons, orders, payments and the operator's actions. */
@Module({
  controllers: [CatalogueController, ShopAssetsController, CartController, OrdersController, PaymentsController, SandboxGatewayController, OperatorController],
  providers: [IdempotentRequests, CatalogueService, CartService, CouponService, OrdersService, OrderLifecycle, OrderMailService, PaymentsService, SandboxGatewayService, OperatorOrdersService, CouponAdminService, ProductAdminService, ShopAssetStore],
  exports: [OrderLifecycle, PaymentsService, OperatorOrdersService, CouponAdminService, ProductAdminService, ShopAssetStore],
})
export class ShopModule {}
