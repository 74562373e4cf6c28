import { useTranslation } from 'react-i18next';

/** Shown while the match server's queue holds our join: how many pupils are ahead, and that the race opens by itself. */
export function RaceQueueNotice({ ahead }: { ahead: number | null }) {
  const { t } = useTranslation();
  if (ahead === null) return null;
  return (
    <p className="notice race-queue" role="status" aria-live="polite">
      {t('race.queued', { count: ahead })}
    </p>
  );
}
