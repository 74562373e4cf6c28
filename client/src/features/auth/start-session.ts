import type { SessionUser } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { mergeVisitorCart, useCart } from '../../stores/cart';

/** A login or a sign-up answered with a session: kept at once; the promise ends once the visitor's cart moved into the account. */
export async function startSession(user: SessionUser, token: string, expireTime: number): Promise<void> {
  useSession.getState().signIn(user, token, expireTime);
  await mergeVisitorCart();
  void useCart.getState().refresh(true);
}
