import { useTranslation } from 'react-i18next';

/** The outcome of the last console action or a list that failed to load, read out when it changes. */
export function ConsoleMessage({ msg }: { msg: string | null }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="console-message">
      {msg ? t(`errors.${msg}`) : ''}
    </p>
  );
}
