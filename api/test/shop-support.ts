import { randomUUID } from 'node:crypto';
import { TokenService } from '../src/accounts/tokens/token.service.js';
import type { RunningApi } from './harness.js';
import { bearer } from './support.js';

/** A buyer created straight in the database with a session token (no argon2 login per buyer). */
export async function createBuyer(api: RunningApi, account = `buyer-${randomUUID().slice(0, 8)}`) {
  const user = await api.db.prisma.user.create({ data: { account, passwordHash: 'x', role: 'parent', name: account, email: `${account}@example.sg` } });
  const { token } = await api.api.app.get(TokenService).issue(user.id, 'session', 3_600_000);
  return { id: user.id, ranId: user.ranId, token, auth: bearer(token) };
}

export type Buyer = Awaited<ReturnType<typeof createBuyer>>;

export const CHECKOUT_FORM = {
  country: 'SG',
  shippingMethod: 'standard',
  block: '123',
  street: 'Ang Mo Kio Avenue 3',
  unit: '#05-12',
  building: '',
  postcode: '560123',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'meiling.tan@example.sg',
  phone: '91234567',
};

export async function productBySku(api: RunningApi, sku: string) {
  return api.db.prisma.product.findUniqueOrThrow({ where: { sku } });
}

export async function addToCart(api: RunningApi, buyer: Buyer, productId: number, quantity: number) {
  return api.post('/api/shop/api/cart/add', { ranId: buyer.ranId, productId, quantity }, buyer.auth);
}

/** Each buyer orders from their own address, as buyers do (one address would meet the per-IP order limit). */
export async function placeOrder(api: RunningApi, buyer: Buyer, form: Record<string, unknown> = {}, locale = 'en') {
  const ip = `10.77.${Math.floor(buyer.id / 250) % 250}.${(buyer.id % 250) + 1}`;
  return api.post('/api/shop/api/order/place', { ...CHECKOUT_FORM, ...form }, { headers: { ...(buyer.auth.headers as Record<string, string>), 'x-forwarded-for': ip, 'accept-language': locale } });
}
