import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MINI_GAMES, isSuccess, type GameCentre, type MiniGame } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { GameArt } from './GameArt';
import { WeeklyBoard } from './WeeklyBoard';
import { LoginButton } from '../auth/LoginButton';
import './gamecentre.css';

/**
 * /gamecenter: the mini-games as cards. A signed-in pupil also sees their best score, the
 * points each game gave today against the daily cap, and this week's top 10 of their grade.
 */
export function GameCentrePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [centre, setCentre] = useState<GameCentre | null>(null);

  useEffect(() => {
    if (!user) return setCentre(null);
    void api<GameCentre>('GET', '/games/centre').then((r) => setCentre(isSuccess(r) ? (r.data ?? null) : null));
  }, [user]);

  return (
    <div className="page game-centre">
      <section className="hero">
        <h1>{t('gamecentre.title')}</h1>
        <p>{t('gamecentre.intro')}</p>
        {centre && (
          <p className="daily-points" data-testid="daily-points">
            {t('gamecentre.pointsToday', { today: centre.pointsToday, cap: centre.dailyCap })}
          </p>
        )}
        <Link className="button to-point-shop" to="/pointshop">
          {t('gamecentre.toPointShop')}
        </Link>
        {!user && (
          <p className="login-to-play">
            {t('gamecentre.loginToPlay')}{' '}
            <LoginButton />
          </p>
        )}
      </section>
      <ul className="game-cards">
        {MINI_GAMES.map((game) => (
          <GameCard key={game} game={game} summary={centre?.games.find((g) => g.game === game)} signedIn={Boolean(user)} />
        ))}
      </ul>
    </div>
  );
}

function GameCard({ game, summary, signedIn }: { game: MiniGame; summary?: GameCentre['games'][number]; signedIn: boolean }) {
  const { t } = useTranslation();
  const title = t(`games.${game}.title`);
  return (
    <li className="game-card" data-testid={`game-card-${game}`}>
      <GameArt game={game} />
      <h2>{title}</h2>
      <p className="game-card-tagline">{t(`games.${game}.tagline`)}</p>
      <Link className="button big" to={`/gamecenter/${game}`} aria-label={t('gamecentre.playGame', { game: title })}>
        {t('gamecentre.play')}
      </Link>
      {signedIn && summary && (
        <>
          <dl className="game-card-figures">
            <dt>{t('gamecentre.best')}</dt>
            <dd>{summary.best}</dd>
            <dt>{t('gamecentre.pointsFromGame')}</dt>
            <dd>{summary.pointsToday}</dd>
          </dl>
          <WeeklyBoard rows={summary.weeklyTop} title={t('gamecentre.weeklyTop')} />
        </>
      )}
    </li>
  );
}
