import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ParentLinkCode as Code } from '@learnstar/shared';
import { useUi } from '../../stores/ui';
import { familyApi } from './family-api';
import { formatDay } from './format';

/** The child's consent to a parent link: a one-time code the child reads out to the parent. */
export function ParentLinkCode() {
  const { t, i18n } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [code, setCode] = useState<Code | null>(null);
  const show = async () => {
    const answer = await familyApi.linkCode();
    if (isSuccess(answer) && answer.data) setCode(answer.data);
    else toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), 'error');
  };
  return (
    <section className="parent-link-code">
      <h2>{t('family.codeTitle')}</h2>
      <p className="muted">{t('family.codeHint')}</p>
      {code && (
        <p>
          <strong className="one-time-code" data-testid="parent-link-code">{code.code}</strong> {t('family.codeUntil', { time: formatDay(code.expiresAt, i18n.language) })}
        </p>
      )}
      <button type="button" className="button" onClick={() => void show()}>
        {t(code ? 'family.codeAgain' : 'family.codeShow')}
      </button>
    </section>
  );
}
