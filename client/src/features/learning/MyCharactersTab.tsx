import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSuccess, MEMORY_STATES, type CharacterMemoryView, type LearningCharacters, type MemoryState } from '@learnstar/shared';
import { learningApi, REVIEW_TYPING_PATH, STATE_ICONS } from './learning-api';
import { MemoryStateBadge, WriteStateBadge } from './MemoryStateBadge';
import { answerCounts } from './answer-counts';
import { wordsContext } from './word-lists';
import './learning.css';

// hanzi-writer loads only when a character is opened.
const StrokeOrder = lazy(() => import('../dictionary/StrokeOrder').then((m) => ({ default: m.StrokeOrder })));

/** Account centre "My characters": the grade's set as a grid, each with its state, pinyin, meaning and strokes. */
export function MyCharactersTab() {
  const { t } = useTranslation();
  const [memory, setMemory] = useState<LearningCharacters | null>(null);
  // writeTricky: characters the pupil misses when writing them by hand, whatever their reading state.
  const [filter, setFilter] = useState<MemoryState | 'all' | 'writeTricky'>('all');
  const [open, setOpen] = useState<CharacterMemoryView | null>(null);
  useEffect(() => {
    void learningApi.mine().then((r) => setMemory(isSuccess(r) ? (r.data ?? null) : null));
  }, []);
  if (!memory) return null;
  const writeTricky = memory.characters.filter((c) => c.write?.state === 'tricky');
  const shown = filter === 'all' ? memory.characters : filter === 'writeTricky' ? writeTricky : memory.characters.filter((c) => c.state === filter);
  return (
    <div className="my-characters" data-testid="my-characters">
      <p className="memory-summary">
        {t('learning.streakDays', { count: memory.streakDays })} · {t('learning.dueCount', { count: memory.due })}{' '}
        <Link className="button" to={REVIEW_TYPING_PATH}>
          {t('learning.startReview')}
        </Link>
      </p>
      <div className="memory-filters" role="group" aria-label={t('learning.filterLabel', wordsContext(memory.characters))}>
        {(['all', ...MEMORY_STATES] as const).map((state) => (
          <button key={state} type="button" className={filter === state ? 'on' : ''} aria-pressed={filter === state} onClick={() => setFilter(state)}>
            {state === 'all' ? t('learning.all') : `${STATE_ICONS[state]} ${t(`learning.state_${state}`)}`} ({state === 'all' ? memory.characters.length : memory.counts[state]})
          </button>
        ))}
        <button type="button" className={filter === 'writeTricky' ? 'on' : ''} aria-pressed={filter === 'writeTricky'} onClick={() => setFilter('writeTricky')}>
          ✍ {t('writeMemory.filterTricky')} ({writeTricky.length})
        </button>
      </div>
      {open && (
        <section className="character-card" aria-live="polite" data-testid="character-card">
          <Suspense fallback={null}>
            <StrokeOrder character={[...open.character][0]} size={140} />
          </Suspense>
          <div>
            <p className="character-big" lang="zh">
              {open.character}
            </p>
            <p>{open.pinyin}</p>
            <p>{open.meaning}</p>
            <MemoryStateBadge state={open.state} />
            <p>{answerCounts(t, open.right, open.wrong)}</p>
            <p>
              {t('writeMemory.writing')}: <WriteStateBadge state={open.write?.state ?? 'new'} />
              {open.write && ` ${answerCounts(t, open.write.right, open.write.wrong)}`}
            </p>
            {open.confusedWith.length > 0 && (
              <p>
                {t('learning.confusedWith')}
                <span lang="zh">{open.confusedWith.join(t('common.listSeparator'))}</span>
              </p>
            )}
          </div>
        </section>
      )}
      {shown.length === 0 ? (
        <p className="muted">{t('learning.noneInState')}</p>
      ) : (
        <ul className="character-grid">
          {shown.map((c) => (
            <li key={c.character}>
              <button
                type="button"
                className={`character-cell memory-${c.state}`}
                aria-label={`${c.character} ${c.pinyin} ${t(`learning.state_${c.state}`)}${c.write ? `, ${t(`writeMemory.badge_${c.write.state}`)}` : ''}`}
                onClick={() => setOpen(c)}
              >
                <span className="cell-char" lang="zh">
                  {c.character}
                </span>
                <span className="cell-pinyin">{c.pinyin}</span>
                <MemoryStateBadge state={c.state} />
                {c.write && <WriteStateBadge state={c.write.state} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
