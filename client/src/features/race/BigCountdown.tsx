import { useTranslation } from 'react-i18next';

/** The seconds before a race starts: one big number to see, and a sentence to read aloud. */
export function BigCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  if (seconds <= 0) return null;
  return (
    <>
      <p className="countdown-big" aria-hidden="true">
        {seconds}
      </p>
      <p className="countdown" data-testid="countdown">
        {t('race.startsIn', { seconds })}
      </p>
    </>
  );
}
