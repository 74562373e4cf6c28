import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess } from '@learnstar/shared';
import { useUi } from '../../stores/ui';
import { familyApi } from './family-api';

/** The parent's opt-in weekly email summary. */
export function WeeklySummaryToggle() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    void familyApi.settings().then((answer) => setOn(isSuccess(answer) ? (answer.data?.weeklySummary ?? false) : null));
  }, []);
  if (on === null) return null;
  const change = async (weeklySummary: boolean) => {
    const answer = await familyApi.updateSettings({ weeklySummary });
    toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), isSuccess(answer) ? 'success' : 'error');
    if (isSuccess(answer) && answer.data) setOn(answer.data.weeklySummary);
  };
  return (
    <label className="inline weekly-summary">
      <input type="checkbox" name="weeklySummary" checked={on} onChange={(e) => void change(e.target.checked)} /> {t('family.weeklySummary')}
      <span className="muted"> {t('family.weeklySummaryNote')}</span>
    </label>
  );
}
