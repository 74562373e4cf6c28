import { useTranslation } from 'react-i18next';
import type { FairPlayAction } from '@learnstar/shared';

/** A reviewer's two answers to a held result or session: Count it, Do not count. */
export function DecisionButtons({ onDecide }: { onDecide: (action: FairPlayAction) => void }) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={() => onDecide('clear')}>
        {t('fairplay.review.clear')}
      </button>
      <button type="button" className="button ghost" onClick={() => onDecide('disqualify')}>
        {t('fairplay.review.disqualify')}
      </button>
    </div>
  );
}
