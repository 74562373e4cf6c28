import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { createClassSchema, isSuccess, type ClassListItem } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { useFormSubmit } from '../../common/use-form-submit';
import { useSession } from '../../stores/session';
import { sgTime } from '../shop/shop-format';
import { classesApi } from './classes-api';
import './classes.css';
import { matchTitle } from '../matches/match-title';

/** /classes: a teacher's classes and a form to create one (operators see every class). */
export function ClassesPage() {
  const { t, i18n } = useTranslation();
  const role = useSession((s) => s.user?.role);
  const [classes, setClasses] = useState<ClassListItem[] | null>(null);
  const load = useCallback(async () => {
    const answer = await classesApi.list();
    setClasses(isSuccess(answer) ? (answer.data ?? []) : []);
  }, []);
  useEffect(() => void load(), [load]);

  if (role !== 'teacher' && role !== 'operator')
    return (
      <section>
        <h1>{t('classes.title')}</h1>
        <p>{t('classes.teachersOnly')}</p>
      </section>
    );
  return (
    <section className="classes-page">
      <h1>{t('classes.title')}</h1>
      {classes && classes.length === 0 && <p className="muted">{t('classes.none')}</p>}
      <ul className="class-list">
        {classes?.map((c) => (
          <li key={c.id}>
            <Link to={`/classes/${c.id}`}>{c.name}</Link> · {t(`grade.${c.gradeCode}`)} · {c.year} · {t('classes.pupilCount', { count: c.pupils })} ·{' '}
            {t('classDashboard.activeWeek', { count: c.activeThisWeek })}
            <br />
            <span className="muted">
              {c.nextRace
                ? t('classDashboard.nextRace', { title: matchTitle(c.nextRace, i18n.language), at: sgTime(c.nextRace.startTime, i18n.language), signedUp: c.nextRace.signedUp })
                : t('classDashboard.noNextRace')}
            </span>
          </li>
        ))}
      </ul>
      {role === 'teacher' && <CreateClassForm onCreated={load} />}
    </section>
  );
}

function CreateClassForm({ onCreated }: { onCreated(): Promise<void> }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', gradeCode: '', year: String(new Date().getFullYear()) });
  const { errors, submit } = useFormSubmit(createClassSchema, classesApi.create, async () => {
    setForm({ ...form, name: '' });
    await onCreated();
  });
  return (
    <form className="create-class" onSubmit={(e) => void submit(form)(e)} noValidate>
      <h2>{t('classes.create')}</h2>
      <Field label={t('classes.name')} error={errors.name}>
        <input name="className" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </Field>
      <Field label={t('classes.grade')} error={errors.gradeCode}>
        <GradeSelect value={form.gradeCode} onChange={(gradeCode) => setForm({ ...form, gradeCode })} />
      </Field>
      <Field label={t('classes.year')} error={errors.year}>
        <input name="year" inputMode="numeric" value={form.year} onChange={(e) => setForm({ ...form, year: e.target.value })} />
      </Field>
      <button type="submit" className="button">
        {t('classes.createButton')}
      </button>
    </form>
  );
}
