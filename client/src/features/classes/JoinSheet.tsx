import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';

/**
 * The printable join sheet: one slip per pupil with a personal one-time code and its QR code, which
 * opens the account centre's join form with the code filled in. Shown only when printing
 * (classes.css); `onReady` runs once every QR code is drawn, so printing never misses one. It is
 * put straight under <body>, so printing can leave out every other part of the page rather than
 * hide it, and the printout has no blank pages where the page would have been.
 */
export function JoinSheet({ className, codes, onReady }: { className: string; codes: string[]; onReady(): void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const link = (code: string) => `${window.location.origin}/accountcenter?type=classes&classCode=${code}`;
    void Promise.all(codes.map(async (code) => [code, await QRCode.toDataURL(link(code), { margin: 1, width: 160 })] as const)).then((drawn) => {
      if (!live) return;
      setQr(Object.fromEntries(drawn));
      onReady();
    });
    return () => {
      live = false;
    };
  }, [codes, onReady]);
  return createPortal(
    <div className="join-sheet" data-testid="join-sheet">
      {codes.map((code) => (
        <div key={code} className="join-slip">
          {qr[code] && <img src={qr[code]} alt="" width={96} height={96} />}
          <div>
            <strong>{className}</strong>
            <p className="slip-name">{t('classes.slipName')}</p>
            <p>{t('classes.slipHint')}</p>
            <p className="slip-code">{code}</p>
          </div>
        </div>
      ))}
    </div>,
    document.body,
  );
}
