import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_HOMEWORK_GAME, isSuccess, type GameLevel, type MyHomework } from '@learnstar/shared';
import { api } from '../../api/client';
import { HomeworkCharacters } from '../../features/learning/HomeworkCharacters';
import { HomeworkDone } from '../../features/classes/HomeworkDone';
import type { StartOptions } from '../games-api';

/** Write it's start: the pupil's open writing homework ("write these characters"), each with its own start. */
export function WriteHomework({ onStart }: { onStart: (level: GameLevel, options: StartOptions) => void }) {
  const { t } = useTranslation();
  const [list, setList] = useState<MyHomework[]>([]);
  useEffect(() => {
    let live = true;
    void api<MyHomework[]>('GET', '/homework', { query: { game: WRITE_HOMEWORK_GAME } }).then((r) => live && setList(isSuccess(r) ? (r.data ?? []) : []));
    return () => {
      live = false;
    };
  }, []);
  if (list.length === 0) return null;
  return (
    <section className="write-homework" data-testid="write-homework">
      <h2>{t('classes.homework')}</h2>
      <ul>
        {list.map((h) => (
          <li key={h.id}>
            {h.className} · <HomeworkCharacters characters={h.characters} /> · <HomeworkDone homework={h} progress={h} />{' '}
            <button type="button" className="button" onClick={() => onStart(h.level, { homeworkId: h.id })}>
              {t('classes.doHomework')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
