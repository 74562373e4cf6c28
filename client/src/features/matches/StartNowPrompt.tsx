import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Match } from '@learnstar/shared';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { matchTitle } from './match-title';

/** SPEC §2: a signed-up race in progress asks "start now / later" on entering the site. */
export function StartNowPrompt() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const [match, setMatch] = useState<Match | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) return;
    void api<Match[]>('GET', '/match/inProgress').then((r) => {
      if (isSuccess(r) && r.data?.length) setMatch(r.data[0]);
    });
  }, [user]);
  if (!match) return null;
  const title = matchTitle(match, i18n.language);
  return (
    <ConfirmDialog
      text={t('matches.startNowText', { title })}
      confirmLabel={t('matches.startNow')}
      cancelLabel={t('matches.later')}
      onCancel={() => setMatch(null)}
      onConfirm={() => {
        setMatch(null);
        navigate(match.game === 1 ? `/typingmain/typinggame?matchId=${match.id}` : `/dictionarymain/game?matchId=${match.id}`);
      }}
    />
  );
}
