import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ClassSummary, type RosterPupil } from '@learnstar/shared';
import { classesApi } from './classes-api';

/** The classroom race setup's class choice: a race for a class notifies its pupils. */
export function ClassChoice({ classId, onChange }: { classId: number | null; onChange(classId: number | null): void }) {
  const { t } = useTranslation();
  const [classes, setClasses] = useState<ClassSummary[]>([]);
  useEffect(() => {
    void classesApi.list().then((answer) => setClasses(isSuccess(answer) ? (answer.data ?? []) : []));
  }, []);
  if (classes.length === 0) return null;
  return (
    <label>
      {t('classes.raceFor')}{' '}
      <select name="classId" value={classId ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('classes.raceForAnyone')}</option>
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Tells the class's pupils about the room just opened (once), then follows who of them has not
 * joined yet: null when no class was chosen or it has no pupils.
 */
export function useClassMissing(classId: number | null, raceId: string | null, joinCode: string | null, game: 1 | 2, present: number[]): RosterPupil[] | null {
  const [pupils, setPupils] = useState<RosterPupil[]>([]);
  useEffect(() => {
    if (classId === null || !raceId || !joinCode) return;
    void classesApi.announceRace(classId, { raceId, joinCode, game });
    void classesApi.roster(classId).then((answer) => setPupils(isSuccess(answer) ? (answer.data?.pupils ?? []) : []));
  }, [classId, raceId, joinCode, game]);
  if (classId === null || pupils.length === 0) return null;
  return pupils.filter((p) => !present.includes(p.userId));
}

/** Who of the class has not joined yet (or that everyone has). */
export function ClassLobbyMissing({ missing }: { missing: RosterPupil[] }) {
  const { t } = useTranslation();
  return (
    <p className="class-missing" data-testid="class-missing">
      {missing.length === 0 ? t('classes.allHere') : t('classes.missing', { names: missing.map((p) => p.name).join(t('common.listSeparator')) })}
    </p>
  );
}
