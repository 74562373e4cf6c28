import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Profile } from '@learnstar/shared';
import { api } from '../../api/client';

/** The signed-in pupil's points and email state, read fresh (the session copy carries no points). */
export function useRedeemer(userId: number | undefined, reload: unknown): Profile | null {
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (userId === undefined) return setProfile(null);
    void api<Profile>('GET', '/user/profile').then((r) => setProfile(isSuccess(r) ? (r.data ?? null) : null));
  }, [userId, reload]);
  return profile;
}

/**
 * Before the form opens: what still stands between the pupil and this gift (too few points, an
 * email not yet verified) and where to fix it, so a child does not fill in a form only to be refused.
 */
export function RedeemHint({ redeemer, points }: { redeemer: Profile; points: number }) {
  const { t } = useTranslation();
  const short = points - redeemer.points;
  return (
    <>
      <p className="ps-have">{t('pointshop.myPoints', { points: redeemer.points })}</p>
      {short > 0 && (
        <p className="notice" data-testid="points-short">
          {t('pointshop.needMore', { count: short })} <Link to="/gamecenter">{t('pointshop.earnMore')}</Link>
        </p>
      )}
      {!redeemer.emailVerified && (
        <p className="notice" data-testid="verify-email-first">
          {t('pointshop.verifyEmailFirst')} <Link to="/accountcenter?type=binding">{t('pointshop.verifyEmailLink')}</Link>
        </p>
      )}
    </>
  );
}

/** True when the pupil has too few points for one of this gift (the server refuses it anyway). */
export function tooFewPoints(redeemer: Profile | null, points: number): boolean {
  return redeemer !== null && redeemer.points < points;
}
