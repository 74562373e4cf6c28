import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_HOMEWORK_GAME, assignHomeworkSchema, isSuccess, type ClassHomework } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { useFormSubmit } from '../../common/use-form-submit';
import { formatDay } from '../family/format';
import { classesApi } from './classes-api';
import { HomeworkDone } from './HomeworkDone';
import { homeworkCountKey, homeworkGameKey } from './homework-names';
import { HomeworkCharacters } from '../learning/HomeworkCharacters';

/** The class page's homework: assign practice, then see each pupil's passages or questions done and how well. */
export function HomeworkPanel({ classId, gradeCode }: { classId: number; gradeCode: number }) {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<ClassHomework[]>([]);
  const [form, setForm] = useState({ game: 1, gradeCode, level: 'elementary', mode: 'hanzi', count: '3', due: '', toWrite: '' });
  const load = useCallback(async () => {
    const answer = await classesApi.homework(classId);
    setList(isSuccess(answer) ? (answer.data ?? []) : []);
  }, [classId]);
  useEffect(() => void load(), [load]);
  const { errors, submit } = useFormSubmit(assignHomeworkSchema, (body) => classesApi.assignHomework(classId, body), load);
  const dueAt = form.due ? new Date(form.due).toISOString() : '';
  // A writing homework: the Chinese characters typed (any separators), each written from memory once.
  const toWrite = [...new Set([...form.toWrite].filter((c) => /\p{Script=Han}/u.test(c)))];
  const writing = form.game === WRITE_HOMEWORK_GAME;
  const { toWrite: _typed, ...fields } = form;
  const body = writing ? { ...fields, dueAt, characters: toWrite, count: String(toWrite.length) } : { ...fields, dueAt };
  return (
    <section className="homework-panel">
      <h2>{t('classes.homework')}</h2>
      <form className="assign-homework" onSubmit={(e) => void submit(body)(e)} noValidate>
        <label>
          {t('classroom.game')}{' '}
          <select name="homeworkGame" value={form.game} onChange={(e) => setForm({ ...form, game: Number(e.target.value) })}>
            <option value={1}>{t('classroom.game_1')}</option>
            <option value={2}>{t('classroom.game_2')}</option>
            <option value={WRITE_HOMEWORK_GAME}>{t('classes.writeGame')}</option>
          </select>
        </label>
        <GradeLevelPicker gradeCode={form.gradeCode} level={form.level} onChange={(next) => setForm({ ...form, ...next })} />
        {form.game === 1 && (
          <label>
            {t('race.mode')}{' '}
            <select name="mode" value={form.mode} onChange={(e) => setForm({ ...form, mode: e.target.value })}>
              <option value="hanzi">{t('race.mode_hanzi')}</option>
              <option value="pinyin">{t('race.mode_pinyin')}</option>
            </select>
          </label>
        )}
        {writing ? (
          <Field label={t('classes.homeworkCount_6')} error={errors.characters}>
            <input name="toWrite" lang="zh" value={form.toWrite} onChange={(e) => setForm({ ...form, toWrite: e.target.value })} />
          </Field>
        ) : (
          <Field label={t(`classes.homeworkCount_${form.game}`)} error={errors.count}>
            <input name="count" inputMode="numeric" value={form.count} onChange={(e) => setForm({ ...form, count: e.target.value })} />
          </Field>
        )}
        <Field label={t('classes.homeworkDue')} error={errors.dueAt}>
          <input name="due" type="datetime-local" value={form.due} onChange={(e) => setForm({ ...form, due: e.target.value })} />
        </Field>
        <button type="submit" className="button">
          {t('classes.assign')}
        </button>
      </form>
      {list.map((h) => (
        <details key={h.id} data-testid="homework">
          <summary>
            {t(homeworkGameKey(h.game))} · {t(`grade.${h.gradeCode}`)} · {t(`matches.level_${h.level}`)}
            {h.game === 1 && ` · ${t(`race.mode_${h.mode}`)}`} · {t(homeworkCountKey(h.game), { count: h.count })} ·{' '}
            {t('classes.dueOn', { time: formatDay(h.dueAt, i18n.language) })} · {t('classes.doneBy', { done: h.pupils.filter((p) => p.done >= h.count).length, total: h.pupils.length })}{' '}
            <HomeworkCharacters characters={h.characters} />
          </summary>
          <ul>
            {h.pupils.map((p) => (
              <li key={p.userId}>
                {p.name}: <HomeworkDone homework={h} progress={p} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
