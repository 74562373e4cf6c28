import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type DeviceSignIns, type SignInCard } from '@learnstar/shared';
import { useUi } from '../../stores/ui';
import { signInCardApi } from './sign-in-card-api';
import { SignInCardSheet } from './SignInCardSheet';

/** On the family page, per child: print a new card (the old stops working), and sign out the devices cards signed in. */
export function ChildSignInCard({ childId }: { childId: number }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [card, setCard] = useState<SignInCard | null>(null);
  const [devices, setDevices] = useState<DeviceSignIns | null>(null);
  const load = useCallback(async () => {
    const answer = await signInCardApi.devices(childId);
    setDevices(isSuccess(answer) ? (answer.data ?? null) : null);
  }, [childId]);
  useEffect(() => {
    setCard(null);
    void load();
  }, [load]);
  const print = async () => {
    const answer = await signInCardApi.printForChild(childId);
    if (!isSuccess(answer) || !answer.data) return toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), 'error');
    setCard(answer.data);
    toast(t('errors.signInCardPrinted'), 'success');
  };
  const end = async () => {
    const answer = await signInCardApi.endDevices(childId);
    toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), isSuccess(answer) ? 'success' : 'error');
    await load();
  };
  const printPage = useCallback(() => window.print(), []);
  const cards = card ? [card] : [];
  const count = devices?.devices.length ?? 0;
  return (
    <section className="child-sign-in-card">
      <h2>{t('signInCard.print')}</h2>
      <p className="muted">{t('signInCard.printHint')}</p>
      <button type="button" className="button" onClick={() => void print()}>
        {t('signInCard.print')}
      </button>
      {card && <SignInCardSheet cards={cards} onReady={printPage} />}
      <h3>{t('signInCard.devicesTitle')}</h3>
      <p data-testid="device-sign-ins">{count === 0 ? t('signInCard.devicesNone') : t('signInCard.devicesCount', { count })}</p>
      {count > 0 && (
        <button type="button" className="button ghost" onClick={() => void end()}>
          {t('signInCard.endDevices')}
        </button>
      )}
    </section>
  );
}
