import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { PromotionsFrame } from './PromotionsFrame';
import { promotionsApi } from './promotions-api';

/** /promotion (auth): SPEC §5 "a passcode is required"; a right one opens the promotion's detail. */
export function PromotionEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode.trim()) return setError('passcodeRequired');
    setBusy(true);
    const result = await promotionsApi.enter(passcode);
    setBusy(false);
    if (isSuccess(result) && result.data) return navigate(`/detail?id=${result.data.id}`);
    setError(result.errors?.[0]?.msg ?? result.msg ?? 'submissionFailed');
  };

  return (
    <PromotionsFrame>
      <form className="promo-passcode" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('promotions.passcodeTitle')}</h1>
        <p>{t('promotions.passcodeHelp')}</p>
        <Field label={t('promotions.passcode')} error={error}>
          <input name="passcode" value={passcode} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} aria-invalid={error ? true : undefined} onChange={(e) => setPasscode(e.target.value)} />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t('promotions.open')}
        </button>
      </form>
    </PromotionsFrame>
  );
}
