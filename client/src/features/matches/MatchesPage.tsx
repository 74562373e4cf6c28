import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MatchList } from './MatchList';
import { MyHomework } from '../classes/MyHomework';

/** /typingmain and /dictionarymain: the races to join. */
export function MatchesPage({ game }: { game: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{game === 1 ? t('matches.typingTitle') : t('matches.dictionaryTitle')}</h1>
      <p>
        <Link to={game === 1 ? '/typingmain/practicepage' : '/dictionarymain/game'} className="button">
          {t('race.startPractice')}
        </Link>{' '}
        {game === 1 && (
          <Link to="/typingmain/wating" className="button ghost">
            {t('classroom.hostTitle')}
          </Link>
        )}
      </p>
      <MyHomework game={game} />
      <h2>{t('matches.joinTitle')}</h2>
      <MatchList game={game} />
    </section>
  );
}
