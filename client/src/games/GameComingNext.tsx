import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MiniGame } from '@learnstar/shared';
import './games.css';

/** A game-centre route whose game is not built yet: a friendly note, never an empty page. */
export function GameComingNext({ game }: { game: MiniGame }) {
  const { t } = useTranslation();
  return (
    <div className="page game-page">
      <header className="game-title">
        <h1>{t(`games.${game}.title`)}</h1>
        <p>{t(`games.${game}.tagline`)}</p>
      </header>
      <section className="game-next">
        <h2>{t('games.comingNext')}</h2>
        <p>{t('games.comingNextText')}</p>
        <Link className="button" to="/gamecenter/plane">
          {t('games.plane.title')}
        </Link>{' '}
        <Link className="button ghost" to="/gamecenter">
          {t('games.backToCentre')}
        </Link>
      </section>
    </div>
  );
}
