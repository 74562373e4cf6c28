import type { BuyNow, CartRow, CheckoutForm, Order, Payment, Product, ProductCategory, Quote, SandboxOutcome, ShippingChoice } from '@learnstar/shared';
import { api } from '../../api/client';
import { cartRanId } from '../../stores/cart';

export interface Catalogue {
  categories: ProductCategory[];
  products: Product[];
  settings: { gstRegistered: boolean; gstRatePercent: number; freeShippingThresholdCents: number };
}

export interface SandboxSession {
  id: string;
  merchant: string;
  orderCode: string;
  amountCents: number;
  status: Payment['status'];
  expiresAt: string;
}

/** Every shop call of the client, with the shared types of their answers. */
export const shopApi = {
  catalogue: (categoryId?: number) => api<Catalogue>('GET', '/shop/api/products', { query: { categoryId } }),
  product: (id: number) => api<Product>('GET', `/shop/api/product/${id}`),
  cart: () => api<CartRow[]>('GET', '/shop/api/listCartByRanId', { query: { ranId: cartRanId() } }),
  addToCart: (productId: number, quantity: number) => api<CartRow[]>('POST', '/shop/api/cart/add', { body: { ranId: cartRanId(), productId, quantity } }),
  setQuantity: (productId: number, quantity: number) => api<CartRow[]>('POST', '/shop/api/cart/update', { body: { ranId: cartRanId(), productId, quantity } }),
  removeFromCart: (productId: number) => api<CartRow[]>('POST', '/shop/api/cart/remove', { body: { ranId: cartRanId(), productId } }),
  clearCart: () => api('POST', '/shop/api/cart/clear', { body: { ranId: cartRanId() } }),
  mergeCart: (visitorRanId: string) => api<CartRow[]>('POST', '/shop/api/cart/merge', { body: { visitorRanId } }),
  checkCoupon: (code: string, buyNow?: BuyNow) => api<{ result: string; discountCents: number }>('POST', '/shop/api/coupon/check', { body: { code, buyNow } }),
  quote: (choice: ShippingChoice) => api<Quote>('POST', '/shop/api/order/quote', { body: choice }),
  placeOrder: (form: CheckoutForm, idempotencyKey: string) => api<Order>('POST', '/shop/api/order/place', { body: form, idempotencyKey }),
  orders: (page: number) => api<{ rows: Order[]; total: number }>('GET', '/shop/api/orders', { query: { page, pageSize: 10 } }),
  order: (code: string) => api<Order>('GET', `/shop/api/order/${encodeURIComponent(code)}`),
  cancelOrder: (code: string) => api<Order>('POST', `/shop/api/order/${encodeURIComponent(code)}/cancel`),
  confirmReceipt: (code: string) => api<Order>('POST', `/shop/api/order/${encodeURIComponent(code)}/confirmReceipt`),
  startPayment: (orderCode: string, provider: Payment['provider']) => api<Payment>('POST', '/shop/api/payment/start', { body: { orderCode, provider } }),
  payment: (id: string) => api<Payment>('GET', `/shop/api/payment/${encodeURIComponent(id)}`),
  sandboxSession: (id: string) => api<SandboxSession>('GET', `/gateway/sandbox/session/${encodeURIComponent(id)}`),
  sandboxComplete: (id: string, outcome: SandboxOutcome) => api<SandboxSession>('POST', `/gateway/sandbox/session/${encodeURIComponent(id)}/complete`, { body: { outcome } }),
};
