import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypingMode } from '@learnstar/shared';
import { PictureChoice } from '../../common/PictureChoice';
import { useSession } from '../../stores/session';
import { SpeakButton } from '../home/SpeakButton';
import { lastReviewMode, rememberReviewMode } from './review-mode';

const REVIEW_MODES = ['pinyin', 'hanzi'] as const;
/** What each way asks for, drawn large on its card. */
const REVIEW_PICTURES: Record<TypingMode, string> = { pinyin: 'abc', hanzi: '字' };

/** "My tricky characters": letters or characters as two picture cards (the last choice picked), then one big start. */
export function ReviewStart({ onStart }: { onStart(mode: TypingMode): void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id);
  const [mode, setMode] = useState<TypingMode>(() => lastReviewMode(userId));
  return (
    <div className="practice-setup cards review-start" data-testid="review-start">
      <div className="review-start-head">
        <h2>{t('race.reviewTitle')}</h2>
        <SpeakButton text={t('race.reviewSay')} />
      </div>
      <PictureChoice<TypingMode> name="review-mode" legend={t('race.reviewHow')} options={REVIEW_MODES.map((m) => ({ value: m, picture: REVIEW_PICTURES[m], label: t(`race.reviewMode_${m}`) }))} value={mode} onChange={setMode} />
      <button
        type="button"
        className="button"
        onClick={() => {
          rememberReviewMode(userId, mode);
          onStart(mode);
        }}
      >
        {t('race.reviewStart')}
      </button>
    </div>
  );
}
