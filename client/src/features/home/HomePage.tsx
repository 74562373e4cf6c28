import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSuccess, type GameRecord } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { MatchList } from '../matches/MatchList';
import { ShopTeaser } from '../shop/ShopTeaser';
import { FamilyHomePanel } from '../family/FamilyHomePanel';
import { ScrollTable } from '../../common/ScrollTable';
import { resultMeasures } from '../race/measures';

/** A pupil's home in its own chunk: the visitor's first load does not carry it. */
const ChildHome = lazy(() => import('./ChildHome').then((m) => ({ default: m.ChildHome })));

/** SPEC §2 home: popular activities, the game centre, my scores (signed in), shop teaser; a pupil's own home (issue 50). */
export function HomePage() {
  const user = useSession((s) => s.user);
  if (user?.role !== 'pupil') return <GrownUpHome />;
  return (
    <Suspense fallback={<div className="home child-home" aria-busy="true" />}>
      <ChildHome />
    </Suspense>
  );
}

/** The visitor's, parent's and staff's home. */
function GrownUpHome() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [games, setGames] = useState<GameRecord[]>([]);
  useEffect(() => {
    if (!user) return setGames([]);
    void api<{ rows: GameRecord[] }>('GET', '/user/games', { query: { page: 1, pageSize: 5 } }).then((r) => setGames(isSuccess(r) ? (r.data?.rows ?? []) : []));
  }, [user]);
  return (
    <div className="home">
      {user?.role === 'parent' && <FamilyHomePanel />}
      <section className="hero">
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
      </section>
      <section>
        <h2>{t('home.popular')}</h2>
        <MatchList limit={6} />
      </section>
      <section className="home-games">
        <h2>{t('gamecentre.homeTitle')}</h2>
        <p>{t('gamecentre.homeText')}</p>
        <Link className="button big" to="/gamecenter">
          {t('gamecentre.homeLink')}
        </Link>
      </section>
      {user && (
        <section className="my-scores">
          <h2>{t('home.myScores')}</h2>
          {games.length ? (
            <ScrollTable><table>
              <tbody>
                {games.map((g) => (
                  <tr key={g.raceId}>
                    <td>{g.title}</td>
                    <td>
                      {t('home.score')}{t('common.colon')}{g.score}
                    </td>
                    <td>{g.dictionary ? resultMeasures(t, g).join(' · ') : `${t('home.wpm')}${t('common.colon')}${g.wpm}`}</td>
                  </tr>
                ))}
              </tbody>
            </table></ScrollTable>
          ) : (
            <p>{t('home.noScores')}</p>
          )}
        </section>
      )}
      <ShopTeaser />
    </div>
  );
}
