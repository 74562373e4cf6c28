import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { SIGN_IN_CARD_PATH, type SignInCard } from '@learnstar/shared';
import './sign-in-card.css';

/** The card's link: the QR opens it on the child's device. */
export function cardLink(card: SignInCard): string {
  return `${window.location.origin}${SIGN_IN_CARD_PATH}?c=${encodeURIComponent(card.secret)}`;
}

/** The typed code in two groups of five, easier to copy for a child. */
export function groupedCode(code: string): string {
  return `${code.slice(0, 5)} ${code.slice(5)}`;
}

/** QR codes drawn locally (as the class join sheet does), so a card's secret never leaves the page. */
function useQrCodes(cards: SignInCard[], onReady?: () => void): Record<string, string> {
  const [qr, setQr] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(cards.map(async (card) => [card.secret, await QRCode.toDataURL(cardLink(card), { margin: 1, width: 200 })] as const)).then((drawn) => {
      if (!live) return;
      setQr(Object.fromEntries(drawn));
      onReady?.();
    });
    return () => {
      live = false;
    };
  }, [cards, onReady]);
  return qr;
}

function CardFace({ card, qr }: { card: SignInCard; qr: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-card" data-testid="sign-in-card">
      {qr && <img src={qr} alt={t('signInCard.scan')} width={120} height={120} data-testid="sign-in-card-qr" data-link={cardLink(card)} />}
      <div>
        <p className="card-title">{t('signInCard.cardTitle')}</p>
        <p className="card-name">{card.name}</p>
        <p>{t('signInCard.scan')}</p>
        <p>{t('signInCard.orType')}</p>
        <p className="card-code">{groupedCode(card.code)}</p>
      </div>
    </div>
  );
}

/**
 * Cards on screen, and the same cards as the printed sheet: put straight under <body> and shown
 * only when printing, so the printout holds the cards and nothing else. It carries the join
 * sheet's class too, so the class page's print rule keeps it. `onReady` runs once every QR is drawn.
 */
export function SignInCardSheet({ cards, onReady, preview = true }: { cards: SignInCard[]; onReady?: () => void; preview?: boolean }) {
  const qr = useQrCodes(cards, onReady);
  return (
    <>
      {preview && (
        <div className="sign-in-cards">
          {cards.map((card) => (
            <CardFace key={card.secret} card={card} qr={qr[card.secret]} />
          ))}
        </div>
      )}
      {createPortal(
        <div className="join-sheet sign-in-card-sheet">
          {cards.map((card) => (
            <CardFace key={card.secret} card={card} qr={qr[card.secret]} />
          ))}
        </div>,
        document.body,
      )}
    </>
  );
}
