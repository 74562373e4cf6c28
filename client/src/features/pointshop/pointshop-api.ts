import type { Cosmetics, EquipCosmetic, GoodsCategory, PointsGood, PointsGoodsList, RedeemRequest, RedeemResult, RedemptionPage, RedemptionRecord, RedemptionTab } from '@learnstar/shared';
import { api } from '../../api/client';

/** Every points-shop call of the client, with the shared types of their answers. */
export const pointshopApi = {
  goods: (category?: GoodsCategory) => api<PointsGoodsList>('GET', '/pointshop/goods', { query: { category } }),
  good: (id: number) => api<PointsGood>('GET', `/pointshop/goods/${id}`),
  redeem: (request: RedeemRequest) => api<RedeemResult>('POST', '/pointshop/redeem', { body: request }),
  redemptions: (status: RedemptionTab, page: number, pageSize: number, childId?: number) => api<RedemptionPage>('GET', '/points/redemptions', { query: { status, page, pageSize, childId } }),
  confirmReceipt: (id: number) => api<RedemptionRecord>('POST', `/points/redemptions/${id}/confirmReceipt`),
};

/**
 * What the signed-in pupil owns and wears of each cosmetic kind. The game centre reads the
 * equipped plane skin and tortoise colour from here (`cosmetics.planeSkin.equipped`).
 */
export function fetchCosmetics() {
  return api<Cosmetics>('GET', '/pointshop/cosmetics');
}

export function equipCosmetic(choice: EquipCosmetic) {
  return api<Cosmetics>('POST', '/pointshop/cosmetics/equip', { body: choice });
}
