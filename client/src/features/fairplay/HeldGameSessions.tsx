import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type FairPlayAction, type FairPlayGameSession, type FairPlayGameSessionPage } from '@learnstar/shared';
import { api } from '../../api/client';
import { useUi } from '../../stores/ui';
import { DecisionButtons } from './DecisionButtons';
import { InputTimelineChart } from './InputTimelineChart';

/**
 * Game-centre sessions the fair-play model held, for operators: the game, the reasons in words and
 * the answer log drawn over time (right answers climb, wrong ones stay level); Count it or Do not count.
 */
export function HeldGameSessions() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [rows, setRows] = useState<FairPlayGameSession[]>([]);
  const load = useCallback(async () => {
    const answer = await api<FairPlayGameSessionPage>('GET', '/fairplay/games', { query: { pageSize: 50 } });
    setRows(isSuccess(answer) ? (answer.data?.rows ?? []) : []);
  }, []);
  useEffect(() => void load(), [load]);

  const decide = async (row: FairPlayGameSession, action: FairPlayAction) => {
    const answer = await api<FairPlayGameSession>('POST', `/fairplay/games/${row.sessionId}/${action}`);
    toast(t(`errors.${answer.msg}`));
    await load();
  };

  if (!rows.length) return null;
  return (
    <section className="held-results" data-testid="held-game-sessions">
      <h2>{t('fairplay.review.gamesTitle')}</h2>
      {rows.map((row) => (
        <article key={row.sessionId} className="held-result" data-testid="held-game-session">
          <h3>
            {row.name} · {t(`games.${row.game}.title`)} · {t('home.score')}: {row.score}
          </h3>
          <p>{t('fairplay.review.why', { reasons: row.reasons.map((r) => t(`fairplay.reasons.${r}`)).join(t('fairplay.review.and')) })}</p>
          <InputTimelineChart result={{ inputs: row.answers, hidden: [], gradeCode: null }} unit={t('fairplay.chart.rightAnswers')} />
          <DecisionButtons onDecide={(action) => void decide(row, action)} />
        </article>
      ))}
    </section>
  );
}
