import type { PromotionClaimView, PromotionDetail, PromotionList } from '@learnstar/shared';
import { api } from '../../api/client';

/** Every promotions call of the client, with the shared types of their answers. */
export const promotionsApi = {
  list: () => api<PromotionList>('GET', '/promotions'),
  enter: (passcode: string) => api<{ id: number }>('POST', '/promotion/enter', { body: { passcode } }),
  detail: (id: number) => api<PromotionDetail>('GET', `/promotion/${id}`),
  claim: (id: number) => api<PromotionClaimView>('POST', `/promotion/${id}/claim`),
};
