import { EXPIRY_WARNING_WINDOW_MS } from './constants.js';

// Kept apart from the zod contracts: the site's first load classifies expiry and must not bring zod.
export type ExpiryClass = 'expired' | 'soon' | 'later' | 'never';

/** SPEC §4 expiry classification: expired, within 30 days, or later. */
export function classifyExpiry(expirationMill: number | null): ExpiryClass {
  if (expirationMill === null) return 'never';
  if (expirationMill <= 0) return 'expired';
  return expirationMill <= EXPIRY_WARNING_WINDOW_MS ? 'soon' : 'later';
}
