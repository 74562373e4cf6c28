import type { Request } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@learnstar/shared';

/** The interface language a request asks for: the client sends Accept-Language with its choice. */
export function requestLocale(req: Pick<Request, 'headers'>): Locale {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  return LOCALES.find((l) => header.startsWith(l)) ?? DEFAULT_LOCALE;
}
