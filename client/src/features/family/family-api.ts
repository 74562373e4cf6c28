import type { ChildProgress, ChildSummary, ChildTrends, CreateChild, FamilySettings, LinkChild, ParentLinkCode } from '@learnstar/shared';
import { api } from '../../api/client';

export const familyApi = {
  children: () => api<ChildSummary[]>('GET', '/family/children'),
  progress: (childId: number) => api<ChildProgress>('GET', `/family/children/${childId}/progress`),
  trends: (childId: number) => api<ChildTrends>('GET', `/family/children/${childId}/trends`),
  link: (body: LinkChild) => api<ChildSummary>('POST', '/family/link', { body }),
  createChild: (body: CreateChild) => api<ChildSummary>('POST', '/family/children', { body }),
  linkCode: () => api<ParentLinkCode>('POST', '/family/link-code'),
  settings: () => api<FamilySettings>('GET', '/family/settings'),
  updateSettings: (body: FamilySettings) => api<FamilySettings>('PUT', '/family/settings', { body }),
};
