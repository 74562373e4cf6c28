import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ChildSummary } from '@learnstar/shared';
import { familyApi } from './family-api';

/** A parent's home starts with their children: each one's name leads to the family page. */
export function FamilyHomePanel() {
  const { t } = useTranslation();
  const [children, setChildren] = useState<ChildSummary[] | null>(null);
  useEffect(() => {
    void familyApi.children().then((r) => setChildren(isSuccess(r) ? (r.data ?? []) : []));
  }, []);
  return (
    <section className="today-panel family-home" data-testid="family-home">
      <h2>{t('home.familyTitle')}</h2>
      {children && children.length > 0 ? (
        <ul>
          {children.map((c) => (
            <li key={c.id}>
              <Link to="/family">{c.name}</Link>
              {c.gradeCode !== null && ` · ${t(`grade.${c.gradeCode}`)}`} · {t('home.familyPoints', { count: c.points })}
            </li>
          ))}
        </ul>
      ) : (
        children && <p>{t('home.familyNone')}</p>
      )}
      <Link className="button" to="/family">
        {t('home.familyLink')}
      </Link>
    </section>
  );
}
