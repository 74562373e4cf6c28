import type { AssignHomework, ClassDashboard, ClassHomework, ClassListItem, ClassJoinCode, ClassRaceInvite, ClassRaceInviteRequest, ClassSummary, CreateClass, HomeworkGame, MakeJoinCodes, MyHomework, Roster } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';

export const classesApi = {
  list: () => api<ClassListItem[]>('GET', '/classes'),
  create: (body: CreateClass) => api<ClassSummary>('POST', '/classes', { body }),
  join: (code: string) => api<ClassSummary>('POST', '/classes/join', { body: { code } }),
  roster: (classId: number) => api<Roster>('GET', `/classes/${classId}/roster`),
  dashboard: (classId: number) => api<ClassDashboard>('GET', `/classes/${classId}/dashboard`),
  joinCodes: (classId: number) => api<ClassJoinCode[]>('GET', `/classes/${classId}/join-codes`),
  makeJoinCodes: (classId: number, body: MakeJoinCodes) => api<ClassJoinCode[]>('POST', `/classes/${classId}/join-codes`, { body }),
  removePupil: (classId: number, userId: number) => api('DELETE', `/classes/${classId}/pupils/${userId}`),
  homework: (classId: number) => api<ClassHomework[]>('GET', `/classes/${classId}/homework`),
  assignHomework: (classId: number, body: AssignHomework) => api<ClassHomework>('POST', `/classes/${classId}/homework`, { body }),
  myHomework: (game: HomeworkGame) => api<MyHomework[]>('GET', '/homework', { query: { game } }),
  invites: () => api<ClassRaceInvite[]>('GET', '/classes/invites'),
  announceRace: (classId: number, body: ClassRaceInviteRequest) => api<ClassRaceInvite>('POST', `/classes/${classId}/races`, { body }),
};

/** The roster CSV comes as a file, not an envelope: fetched with the session's token and saved. */
export async function downloadRosterCsv(classId: number, locale: string): Promise<boolean> {
  const { token } = useSession.getState();
  const response = await fetch(`/api/classes/${classId}/roster.csv`, { headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': locale } }).catch(() => null);
  if (!response?.ok) return false;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `class-${classId}-roster.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
  return true;
}
