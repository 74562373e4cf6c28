import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled form control with its translated error under it. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {children}
      {error && (
        <span className="field-error" role="alert">
          {t(`errors.${error}`)}
        </span>
      )}
    </label>
  );
}
