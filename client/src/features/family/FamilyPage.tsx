import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ChildSummary } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { useRedeemer } from '../pointshop/RedeemHint';
import { familyApi } from './family-api';
import { ChildProgress } from './ChildProgress';
import { CreateChildForm, LinkChildForm } from './LinkChildForms';
import { WeeklySummaryToggle } from './WeeklySummaryToggle';
import { ChildSignInCard } from '../sign-in-card/ChildSignInCard';
import './family.css';

/** /family: a parent's children, one progress page each, and the two ways to add a child. */
export function FamilyPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const role = user?.role;
  // Adding a child needs a verified email; the link may be opened in another tab, which says so through storage.
  const [validated, setValidated] = useState(0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.emailValidationState && setValidated((n) => n + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const profile = useRedeemer(role === 'parent' ? user?.id : undefined, validated);
  const [children, setChildren] = useState<ChildSummary[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const load = useCallback(async (select?: number) => {
    const answer = await familyApi.children();
    const rows = isSuccess(answer) ? (answer.data ?? []) : [];
    setChildren(rows);
    setChosen((current) => select ?? current ?? rows[0]?.id ?? null);
  }, []);
  useEffect(() => {
    if (role === 'parent') void load();
  }, [load, role]);

  if (role !== 'parent')
    return (
      <section>
        <h1>{t('family.title')}</h1>
        <p>{t('errors.parentsOnly')}</p>
      </section>
    );
  return (
    <section className="family-page">
      <h1>{t('family.title')}</h1>
      {children?.length === 0 && <p className="muted">{t('family.noChildren')}</p>}
      <nav className="tabs child-tabs">
        {children?.map((c) => (
          <button key={c.id} type="button" className={c.id === chosen ? 'on' : ''} onClick={() => setChosen(c.id)}>
            {c.name}
          </button>
        ))}
      </nav>
      {chosen !== null && <ChildProgress childId={chosen} />}
      {chosen !== null && <ChildSignInCard childId={chosen} />}
      {children && children.length > 0 && <WeeklySummaryToggle />}
      {profile && !profile.emailVerified ? (
        <p className="notice" data-testid="verify-email-first">
          {t('family.verifyEmailFirst')} <Link to="/accountcenter?type=binding">{t('family.verifyEmailLink')}</Link>
        </p>
      ) : (
        <div className="family-forms">
          <LinkChildForm onLinked={(child) => void load(child.id)} />
          <CreateChildForm onCreated={(child) => void load(child.id)} />
        </div>
      )}
    </section>
  );
}
