import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type FairPlayResult, type FairPlayResultPage } from '@learnstar/shared';
import { api } from '../../api/client';
import { useUi } from '../../stores/ui';
import { WpmChart } from '../race/WpmChart';

/**
 * Results the fair-play model held, as a teacher (races they hosted) or an operator (all) reviews
 * them: the speed, the reasons in words, the speed over the race as a chart; Count it or Do not
 * count. `raceId` narrows the list to one race (the classroom page after a race).
 */
export function HeldResults({ raceId, showEmpty = false }: { raceId?: string; showEmpty?: boolean }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [rows, setRows] = useState<FairPlayResult[] | null>(null);
  const load = useCallback(async () => {
    const answer = await api<FairPlayResultPage>('GET', '/fairplay/results', { query: { state: 'flagged', pageSize: 50 } });
    setRows(isSuccess(answer) ? (answer.data?.rows ?? []).filter((r) => !raceId || r.raceId === raceId) : []);
  }, [raceId]);
  useEffect(() => void load(), [load]);

  const decide = async (row: FairPlayResult, action: 'clear' | 'disqualify') => {
    const answer = await api<FairPlayResult>('POST', `/fairplay/results/${row.id}/${action}`);
    toast(t(`errors.${answer.msg}`));
    await load();
  };

  if (!rows?.length) return showEmpty && rows ? <p>{t('fairplay.review.none')}</p> : null;
  return (
    <section className="held-results" data-testid="held-results">
      <h2>{t('fairplay.review.title')}</h2>
      <p>{t('fairplay.review.intro')}</p>
      {rows.map((row) => (
        <article key={row.id} className="held-result">
          <h3>
            {row.name} · {row.cpm} {t('race.cpm')} · {row.accuracy}%
          </h3>
          <p>{t('fairplay.review.why', { reasons: row.reasons.map((r) => t(`fairplay.reasons.${r}`)).join(t('fairplay.review.and')) })}</p>
          <WpmChart points={row.timeline} />
          <div className="modal-actions">
            <button type="button" className="button" onClick={() => void decide(row, 'clear')}>
              {t('fairplay.review.clear')}
            </button>
            <button type="button" className="button ghost" onClick={() => void decide(row, 'disqualify')}>
              {t('fairplay.review.disqualify')}
            </button>
          </div>
        </article>
      ))}
    </section>
  );
}
