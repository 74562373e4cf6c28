import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { ClassSummary } from '@learnstar/shared';

/** Slips on a printed page: cut one out per pupil. */
const SLIPS = 12;

/**
 * The printable join sheet: slips with the class code and a QR code that opens the account
 * centre's join form with the code filled in. Shown only when printing (classes.css).
 */
export function JoinSheet({ info }: { info: ClassSummary }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const link = `${window.location.origin}/accountcenter?type=classes&classCode=${info.code}`;
  useEffect(() => {
    void QRCode.toDataURL(link, { margin: 1, width: 160 }).then(setQr);
  }, [link]);
  return (
    <div className="join-sheet" aria-hidden="true">
      {Array.from({ length: SLIPS }, (_, i) => (
        <div key={i} className="join-slip">
          {qr && <img src={qr} alt="" width={96} height={96} />}
          <div>
            <strong>{info.name}</strong>
            <p>{t('classes.slipHint')}</p>
            <p className="slip-code">{info.code}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
