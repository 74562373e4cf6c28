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

/** Tells the class's pupils about the room just opened, then lists who of them has not joined yet. */
export function ClassLobbyMissing({ classId, raceId, joinCode, game, present }: { classId: number; raceId: string; joinCode: string; game: 1 | 2; present: number[] }) {
  const { t } = useTranslation();
  const [pupils, setPupils] = useState<RosterPupil[]>([]);
  useEffect(() => {
    void classesApi.announceRace(classId, { raceId, joinCode, game });
    void classesApi.roster(classId).then((answer) => setPupils(isSuccess(answer) ? (answer.data?.pupils ?? []) : []));
  }, [classId, raceId, joinCode, game]);
  const missing = pupils.filter((p) => !present.includes(p.userId));
  if (pupils.length === 0) return null;
  return (
    <p className="class-missing" data-testid="class-missing">
      {missing.length === 0 ? t('classes.allHere') : t('classes.missing', { names: missing.map((p) => p.name).join(', ') })}
    </p>
  );
}
