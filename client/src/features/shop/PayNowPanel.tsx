import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { Payment } from '@learnstar/shared';
import { money } from './shop-format';

const QR_COLOUR = { dark: '#7c1a78', light: '#ffffff' };

/**
 * The QR code as a PNG file a phone can keep: larger, with the 4-module quiet zone the QR standard
 * asks for, so a bank app reads it from the photo library where the background may not be white.
 */
async function qrFile(payload: string, reference: string): Promise<File> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, payload, { margin: 4, width: 600, color: QR_COLOUR });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas gave no PNG');
  return new File([blob], `PayNow-${reference}.png`, { type: 'image/png' });
}

/** Bank-transfer instructions with the SGQR PayNow code; an operator confirms the next working day. */
export function PayNowPanel({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [file, setFile] = useState<{ file: File; url: string } | null>(null);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const details = payment.paynow;
  useEffect(() => {
    if (!details) return;
    let url = '';
    void QRCode.toDataURL(details.payload, { margin: 1, width: 240, color: QR_COLOUR }).then(setQr);
    void qrFile(details.payload, details.reference).then((made) => {
      url = URL.createObjectURL(made);
      setFile({ file: made, url });
    });
    return () => URL.revokeObjectURL(url);
  }, [details]);
  if (!details) return null;

  // A phone that can share files offers "Save image" (to the photos a bank app reads); others download.
  const save = (event: MouseEvent) => {
    if (!file || !navigator.canShare?.({ files: [file.file] })) return;
    event.preventDefault();
    navigator.share({ files: [file.file], title: t('pay.paynowQr') }).catch(() => undefined);
  };
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(details.reference).then(
      () => true,
      () => false,
    );
    setCopied(done ? 'copied' : 'copyFailed');
  };

  return (
    <div className="paynow" data-testid="paynow">
      <h2>{t('pay.paynowTitle')}</h2>
      {qr && <img src={qr} alt={t('pay.paynowQr')} data-testid="paynow-qr" data-payload={details.payload} width={240} height={240} />}
      {file && (
        <p className="paynow-save">
          <a className="button ghost" href={file.url} download={file.file.name} onClick={save} data-testid="paynow-save">
            {t('pay.saveQr')}
          </a>{' '}
          <span className="muted">{t('pay.saveQrHint')}</span>
        </p>
      )}
      <ol>
        <li>{t('pay.paynowStep1')}</li>
        <li>{t('pay.paynowStep2', { uen: details.uen, name: details.merchantName })}</li>
        <li>
          {t('pay.paynowStep3')} <strong data-testid="paynow-reference">{details.reference}</strong>{' '}
          <button type="button" className="button ghost" onClick={() => void copy()} data-testid="paynow-copy">
            {t('pay.copyReference')}
          </button>{' '}
          <span role="status" className={copied === 'copied' ? 'ok' : 'error'}>
            {copied && t(`pay.${copied}`)}
          </span>
        </li>
      </ol>
      <dl className="spec">
        <dt>{t('pay.amount')}</dt>
        <dd>{money(payment.amountCents, i18n.language)}</dd>
        <dt>{t('pay.bankTransfer')}</dt>
        <dd>
          {details.bank} · {details.account} · {details.merchantName}
        </dd>
        <dt>{t('pay.reference')}</dt>
        <dd>{details.reference}</dd>
      </dl>
      <p className="notice">{t('pay.paynowConfirmation')}</p>
    </div>
  );
}
