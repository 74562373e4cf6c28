import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EMAIL_VALIDATION_CLOSE_MS, ERROR_CODES, isSuccess } from '@learnstar/shared';
import { api } from '../../api/client';
import { STORAGE_KEYS } from '../../common/storage-keys';

/** /validateEmail?code=: validating → success or failure, recorded in localStorage, then tries to close. */
export function ValidateEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [state, setState] = useState<'pending' | 'success' | 'fail'>('pending');
  useEffect(() => {
    void api('GET', '/user/validateEmail', { query: { code: params.get('code') ?? '' } }).then((r) => {
      const prefix = isSuccess(r) ? 'success_' : r.code === ERROR_CODES.network ? 'error_' : 'fail_';
      localStorage.setItem(STORAGE_KEYS.emailValidationState, `${prefix}${Date.now()}`);
      setState(isSuccess(r) ? 'success' : 'fail');
      setTimeout(() => window.close(), EMAIL_VALIDATION_CLOSE_MS);
    });
  }, [params]);
  return (
    <section className="form-page narrow" data-state={state}>
      <h1>{t('validate.title')}</h1>
      <p className={state === 'fail' ? 'notice' : ''}>{t(`validate.${state}`)}</p>
    </section>
  );
}
