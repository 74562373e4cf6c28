import { useTranslation } from 'react-i18next';
import { classifyExpiry } from '@learnstar/shared';

/** SPEC §4 expiry classification of a product offer: expired, within 30 days, or later (nothing shown). */
export function ExpiryBadge({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation();
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - Date.now();
  const kind = classifyExpiry(left);
  if (kind === 'expired') return <span className="badge bad">{t('shop.expired')}</span>;
  if (kind === 'soon') return <span className="badge warn">{t('shop.expiresInDays', { count: Math.ceil(left / 86_400_000) })}</span>;
  return null;
}
