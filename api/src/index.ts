/** What other packages' tests need to run a real API in-process (the match server's integration tests). */
export { createApiApp, type ApiApp } from './bootstrap.js';
export { loadApiConfig, type ApiConfig } from './config/api-config.js';
export { OperatorOrdersService } from './shop/operator/operator-orders.service.js';
export { OrderLifecycle } from './shop/orders/order-lifecycle.service.js';
