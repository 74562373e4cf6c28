import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_ZONE, isSuccess, type ChildCharacters as Characters } from '@learnstar/shared';
import { learningApi } from './learning-api';
import { ScrollTable } from '../../common/ScrollTable';
import { answerCounts } from './answer-counts';
import { wordsContext } from './word-lists';

/** The family page: the child's tricky characters (with what they were confused with) and how many became known each week. */
export function ChildCharacters({ childId }: { childId: number }) {
  const { t, i18n } = useTranslation();
  const [memory, setMemory] = useState<Characters | null>(null);
  useEffect(() => {
    let live = true;
    void learningApi.child(childId).then((r) => live && setMemory(isSuccess(r) ? (r.data ?? null) : null));
    return () => {
      live = false;
    };
  }, [childId]);
  if (!memory) return null;
  return (
    <section className="child-characters" data-testid="child-characters">
      <h3>{t('learning.childTricky', wordsContext(memory.tricky))}</h3>
      {memory.tricky.length === 0 ? (
        <p className="muted">{t('learning.noTricky')}</p>
      ) : (
        <ul className="tricky-list">
          {memory.tricky.map((c) => (
            <li key={c.character}>
              <span className="tricky-char" lang="zh">
                {c.character}
              </span>{' '}
              {c.pinyin} · {answerCounts(t, c.right, c.wrong)}
              {c.confusedWith.length > 0 && (
                <>
                  {' · '}
                  {t('learning.confusedWith')}
                  <span lang="zh">{c.confusedWith.join(t('common.listSeparator'))}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('learning.knownPerWeek')}</h3>
      <ScrollTable><table className="known-weeks">
        <thead>
          <tr>
            <th scope="col">{t('learning.weekOf')}</th>
            <th scope="col">{t('learning.becameKnown')}</th>
          </tr>
        </thead>
        <tbody>
          {memory.knownPerWeek.map((w) => (
            <tr key={w.weekStart}>
              <td>{new Date(`${w.weekStart}T00:00:00+08:00`).toLocaleDateString(i18n.language === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: DISPLAY_TIME_ZONE, day: 'numeric', month: 'short' })}</td>
              <td>{w.known}</td>
            </tr>
          ))}
        </tbody>
      </table></ScrollTable>
    </section>
  );
}
