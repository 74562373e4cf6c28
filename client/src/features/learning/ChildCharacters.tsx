import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ChildCharacters as Characters } from '@learnstar/shared';
import { learningApi } from './learning-api';
import { answerCounts } from './answer-counts';
import { wordsContext } from './word-lists';

/** The family page: the child's tricky characters, with what they were confused with (known per week is a chart in ChildTrends). */
export function ChildCharacters({ childId }: { childId: number }) {
  const { t } = useTranslation();
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
      <h3>{t('writeMemory.childWriteTricky')}</h3>
      <p className="muted">{t('writeMemory.childWriteTrickyHint')}</p>
      {memory.writeTricky.length === 0 ? (
        <p className="muted">{t('writeMemory.noWriteTricky')}</p>
      ) : (
        <ul className="tricky-list" data-testid="child-write-tricky">
          {memory.writeTricky.map((c) => (
            <li key={c.character}>
              <span className="tricky-char" lang="zh">
                {c.character}
              </span>{' '}
              {c.pinyin} · {c.write && answerCounts(t, c.write.right, c.write.wrong)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
