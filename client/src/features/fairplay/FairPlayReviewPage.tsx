import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { HeldGameSessions } from './HeldGameSessions';
import { HeldResults } from './HeldResults';

/** /typingmain/fairplay: teachers (their races) and operators (all, and the game centre's sessions) decide on held results. */
export function FairPlayReviewPage() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  return (
    <section className="race-page">
      <h1>{t('fairplay.review.title')}</h1>
      {role === 'teacher' || role === 'operator' ? <HeldResults showEmpty /> : <p>{t('errors.forbidden')}</p>}
      {role === 'operator' && <HeldGameSessions />}
    </section>
  );
}
