import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type FairPlayAction, type FairPlayResult, type FairPlayResultPage } from '@learnstar/shared';
import { api } from '../../api/client';
import { useUi } from '../../stores/ui';
import { WpmChart } from '../race/WpmChart';
import { DecisionButtons } from './DecisionButtons';
import { InputTimelineChart } from './InputTimelineChart';

const PAGE_SIZE = 20;

/**
 * Results the fair-play model held, as a teacher (races they hosted) or an operator (all) reviews
 * them: the speed, the reasons in words, the input timeline and the speed over the race as charts;
 * Count it or Do not count. `raceId` narrows the list to one race (the classroom page after a race).
 */
export function HeldResults({ raceId, showEmpty = false }: { raceId?: string; showEmpty?: boolean }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FairPlayResultPage | null>(null);
  const load = useCallback(async () => {
    const answer = await api<FairPlayResultPage>('GET', '/fairplay/results', { query: { state: 'flagged', page, pageSize: PAGE_SIZE, ...(raceId ? { raceId } : {}) } });
    setData(isSuccess(answer) && answer.data ? answer.data : { rows: [], total: 0 });
  }, [raceId, page]);
  useEffect(() => void load(), [load]);

  const decide = async (row: FairPlayResult, action: FairPlayAction) => {
    const answer = await api<FairPlayResult>('POST', `/fairplay/results/${row.id}/${action}`);
    toast(t(`errors.${answer.msg}`));
    await load();
  };

  const rows = data?.rows ?? [];
  if (!rows.length && page === 1) return showEmpty && data ? <p>{t('fairplay.review.none')}</p> : null;
  return (
    <section className="held-results" data-testid="held-results">
      <h2>{t('fairplay.review.title')}</h2>
      <p>{t('fairplay.review.intro')}</p>
      {rows.map((row) => (
        <article key={row.id} className="held-result" data-testid="held-result">
          <h3>
            {row.name} · {row.cpm} {t('race.cpm')} · {row.accuracy}%
          </h3>
          <p>{t('fairplay.review.why', { reasons: row.reasons.map((r) => t(`fairplay.reasons.${r}`)).join(t('fairplay.review.and')) })}</p>
          <InputTimelineChart result={row} />
          <WpmChart points={row.timeline} />
          <DecisionButtons onDecide={(action) => void decide(row, action)} />
        </article>
      ))}
      {(page > 1 || (data?.total ?? 0) > page * PAGE_SIZE) && (
        <div className="modal-actions">
          <button type="button" className="button ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('fairplay.review.previous')}
          </button>
          <button type="button" className="button ghost" disabled={(data?.total ?? 0) <= page * PAGE_SIZE} onClick={() => setPage(page + 1)}>
            {t('fairplay.review.next')}
          </button>
        </div>
      )}
    </section>
  );
}
