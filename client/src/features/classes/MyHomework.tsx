import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type MyHomework as Homework } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { formatDay } from '../family/format';
import { classesApi } from './classes-api';
import { HomeworkDone } from './HomeworkDone';
import { HomeworkCharacters } from '../learning/HomeworkCharacters';

/** On /typingmain and /dictionarymain: a pupil's homework for that game, with what is done and how well. */
export function MyHomework({ game }: { game: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const isPupil = useSession((s) => s.user?.role === 'pupil');
  const [list, setList] = useState<Homework[]>([]);
  useEffect(() => {
    if (isPupil) void classesApi.myHomework(game).then((answer) => setList(isSuccess(answer) ? (answer.data ?? []) : []));
  }, [game, isPupil]);
  if (list.length === 0) return null;
  return (
    <section className="my-homework" data-testid="my-homework">
      <h2>{t('classes.myHomework')}</h2>
      <ul>
        {list.map((h) => (
          <li key={h.id}>
            {h.className}: {t(`grade.${h.gradeCode}`)} · {t(`matches.level_${h.level}`)}
            {game === 1 && ` · ${t(`race.mode_${h.mode}`)}`} · {t('classes.dueOn', { time: formatDay(h.dueAt, i18n.language) })} ·{' '}
            <HomeworkDone homework={h} progress={h} /> <HomeworkCharacters characters={h.characters} />{' '}
            {h.done < h.count && (
              <Link to={`${game === 1 ? '/typingmain/practicepage' : '/dictionarymain/game'}?homework=${h.id}`} className="button small">
                {t('classes.doHomework')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
