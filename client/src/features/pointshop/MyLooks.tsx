import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COSMETIC_KINDS, isSuccess, type CosmeticKind } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { useCosmetics } from './cosmetics-store';
import { equipCosmetic } from './pointshop-api';

const KINDS = Object.keys(COSMETIC_KINDS) as CosmeticKind[];

/** The cosmetics a pupil owns, one worn per kind, chosen with radio buttons (keyboard friendly). */
export function MyLooks() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id);
  const { cosmetics, userId: loadedFor, load, set } = useCosmetics();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (userId !== undefined && loadedFor !== userId) void load(userId);
  }, [userId, loadedFor, load]);
  if (!cosmetics || userId === undefined) return null;

  const wear = async (kind: CosmeticKind, value: string) => {
    const r = await equipCosmetic({ kind, value });
    if (isSuccess(r) && r.data) set(userId, r.data);
    else setError(r.msg ?? 'submissionFailed');
  };

  return (
    <section className="ps-looks" aria-labelledby="ps-looks-title">
      <h2 id="ps-looks-title">{t('pointshop.myLooks')}</h2>
      <p>{t('pointshop.myLooksHelp')}</p>
      {KINDS.map((kind) => (
        <fieldset key={kind} className="ps-look-kind">
          <legend>{t(`pointshop.kindTitle_${kind}`)}</legend>
          {cosmetics[kind].owned.map((value: string) => (
            <label key={value} className="ps-look">
              <input type="radio" name={kind} value={value} checked={cosmetics[kind].equipped === value} onChange={() => void wear(kind, value)} />
              {t(`pointshop.value_${value}`)}
              {cosmetics[kind].equipped === value && <span className="ps-wearing"> ({t('pointshop.wearing')})</span>}
            </label>
          ))}
        </fieldset>
      ))}
      {error && <p className="field-error" role="alert">{t(`errors.${error}`)}</p>}
    </section>
  );
}
