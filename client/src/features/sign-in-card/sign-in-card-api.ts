import type { CardSignIn, DeviceSignIns, LoginResponse, SignInCard } from '@learnstar/shared';
import { api } from '../../api/client';

export const signInCardApi = {
  printForChild: (childId: number) => api<SignInCard>('POST', `/sign-in-cards/children/${childId}`),
  printForClass: (classId: number) => api<SignInCard[]>('POST', `/sign-in-cards/classes/${classId}`),
  devices: (childId: number) => api<DeviceSignIns>('GET', `/sign-in-cards/children/${childId}/devices`),
  endDevices: (childId: number) => api('DELETE', `/sign-in-cards/children/${childId}/devices`),
  /** Answers as a login does: code, data (the user), token, expireTime. */
  signIn: async (body: CardSignIn) => (await api('POST', '/sign-in-cards/sign-in', { body })) as unknown as Omit<LoginResponse, 'code'> & { code: number; msg?: string },
};
