import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type LevelStatus } from '@learnstar/shared';
import { api } from '../api/client';
import { useUi } from '../stores/ui';

/**
 * Under the level picker: a locked level shows the points it costs and a button that spends
 * them through the API's ledger. Renders `children` (the start button) only when unlocked.
 */
export function LevelGate({ game, level, children }: { game: number; level: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [levels, setLevels] = useState<LevelStatus[] | null>(null);
  const load = () => void api<LevelStatus[]>('GET', '/levels').then((r) => setLevels(isSuccess(r) ? (r.data ?? []) : []));
  useEffect(load, []);
  const status = levels?.find((l) => l.game === game && l.level === level);
  if (!status || status.unlocked) return <>{children}</>;
  const unlock = async () => {
    const result = await api('POST', '/levels/unlock', { body: { game, level } });
    toast(t(`errors.${result.msg ?? 'submissionFailed'}`), isSuccess(result) ? 'success' : 'error');
    if (isSuccess(result)) load();
  };
  return (
    <span className="level-gate" data-testid="level-locked">
      🔒 {t('race.locked', { points: status.cost })}{' '}
      <button type="button" className="button small" onClick={() => void unlock()}>
        {t('race.unlock', { points: status.cost })}
      </button>
    </span>
  );
}
