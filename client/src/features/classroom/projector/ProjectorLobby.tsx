import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { BoardEntry, RosterPupil, RosterRacer } from '@learnstar/shared';
import { ClassLobbyMissing } from '../../classes/ClassRaceSetup';
import { RacerAvatar } from './RacerAvatar';

/** The join page's short address; the QR code opens it with the code filled in. */
export const JOIN_PATH = '/join';

/**
 * The lobby on the big screen: where to go and the code, large enough for the back row, a QR code
 * for tablets, the pupils popping in as they join (with a sound), and who of the class is missing.
 */
export function ProjectorLobby({ joinCode, board, roster, missing, onJoin }: { joinCode: string; board: BoardEntry[]; roster: Map<number, RosterRacer>; missing: RosterPupil[] | null; onJoin(): void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const address = `${window.location.host}${JOIN_PATH}`;
  const link = `${window.location.origin}${JOIN_PATH}?code=${joinCode}`;
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { margin: 1, width: 480 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  const seen = useRef(board.length);
  useEffect(() => {
    if (board.length > seen.current) onJoin();
    seen.current = board.length;
  }, [board.length]);
  return (
    <div className="projector-lobby" data-testid="projector-lobby">
      <div className="join-where">
        <p className="join-step">{t('projector.goTo')}</p>
        <p className="join-address" data-testid="join-address">
          {address}
        </p>
        <p className="join-step">{t('projector.typeCode')}</p>
        <p className="join-code-big" data-testid="projector-code">
          {joinCode}
        </p>
      </div>
      <figure className="join-qr">
        {qr && <img src={qr} alt={t('projector.qrAlt')} data-testid="join-qr" data-link={link} />}
        <figcaption>{t('projector.scan')}</figcaption>
      </figure>
      <section className="joined" aria-live="polite">
        <h2 data-testid="joined-count">{board.length === 0 ? t('projector.waiting') : t('projector.joined', { count: board.length })}</h2>
        <ul className="joined-names">
          {board.map((b) => (
            <li key={b.userId}>
              <RacerAvatar userId={b.userId} name={b.name} card={roster.get(b.userId)} />
              {b.name}
            </li>
          ))}
        </ul>
        {missing && <ClassLobbyMissing missing={missing} />}
      </section>
    </div>
  );
}
