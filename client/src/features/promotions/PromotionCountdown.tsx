import { useTranslation } from 'react-i18next';
import { countdownParts, msUntilNextState, promotionState, type PromotionSummary } from '@learnstar/shared';

/**
 * The state in words (never colour alone) and a live countdown to the start or the end, both by the
 * server's clock. role="timer" so screen readers do not announce every second.
 */
export function PromotionCountdown({ promotion, now }: { promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>; now: Date }) {
  const { t } = useTranslation();
  const startsAt = new Date(promotion.startsAt);
  const endsAt = new Date(promotion.endsAt);
  const state = promotionState(startsAt, endsAt, now);
  const parts = countdownParts(msUntilNextState(startsAt, endsAt, now));
  const timeKey = parts.days === 0 ? 'countdownClock' : parts.days === 1 ? 'countdownOneDay' : 'countdownDays';
  const time = t(`promotions.${timeKey}`, { days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) });
  return (
    <div className={`promo-state promo-${state}`} data-testid="promotion-state" data-state={state}>
      <span className="promo-state-label">{t(`promotions.state_${state}`)}</span>
      {state !== 'ended' && (
        <span className="promo-countdown" role="timer" data-testid="promotion-countdown">
          {t(state === 'notStarted' ? 'promotions.startsIn' : 'promotions.endsIn', { time })}
        </span>
      )}
    </div>
  );
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
