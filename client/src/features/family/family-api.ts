import type { ChildSummary, CreateChild, FamilySettings, LinkChild, ParentLinkCode, PupilProgress } from '@learnstar/shared';
import { api } from '../../api/client';

export const familyApi = {
  children: () => api<ChildSummary[]>('GET', '/family/children'),
  progress: (childId: number) => api<PupilProgress>('GET', `/family/children/${childId}/progress`),
  link: (body: LinkChild) => api<ChildSummary>('POST', '/family/link', { body }),
  createChild: (body: CreateChild) => api<ChildSummary>('POST', '/family/children', { body }),
  linkCode: () => api<ParentLinkCode>('POST', '/family/link-code'),
  settings: () => api<FamilySettings>('GET', '/family/settings'),
  updateSettings: (body: FamilySettings) => api<FamilySettings>('PUT', '/family/settings', { body }),
};
