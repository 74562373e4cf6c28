import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type SandboxOutcome } from '@learnstar/shared';
import { shopApi, type SandboxSession } from './shop-api';
import { money } from './shop-format';

/**
 * /payments: the hosted page of the sandbox card gateway (a stand-in for a real card processor).
 * The payer approves, declines, cancels, or leaves it to time out; then the browser goes to /callback.
 */
export function SandboxGatewayPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('session') ?? '';
  const [session, setSession] = useState<SandboxSession | null>(null);
  const [missing, setMissing] = useState(false);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    void shopApi.sandboxSession(id).then((r) => (isSuccess(r) && r.data ? setSession(r.data) : setMissing(true)));
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [id]);
  const finish = async (outcome: SandboxOutcome) => {
    await shopApi.sandboxComplete(id, outcome);
    navigate(`/callback?payment=${id}`);
  };
  const left = session ? Math.max(0, Math.floor((new Date(session.expiresAt).getTime() - now) / 1000)) : 0;
  useEffect(() => {
    if (session?.status === 'waiting' && left === 0) navigate(`/callback?payment=${id}`);
  }, [session, left, id, navigate]);

  return (
    <main className="gateway">
      <div className="gateway-card">
        <h1 className="gateway-brand">{t('gateway.brand')}</h1>
        {missing && <p className="field-error">{t('errors.paymentNotFound')}</p>}
        {session && (
          <>
            <dl className="spec">
              <dt>{t('gateway.merchant')}</dt>
              <dd>{session.merchant}</dd>
              <dt>{t('gateway.reference')}</dt>
              <dd>{session.orderCode}</dd>
              <dt>{t('gateway.amount')}</dt>
              <dd className="strong" data-testid="gateway-amount">
                {money(session.amountCents, i18n.language)}
              </dd>
            </dl>
            {session.status === 'waiting' ? (
              <>
                <p className="muted">{t('gateway.testCard')}</p>
                <p data-testid="gateway-countdown">{t('gateway.timeLeft', { minutes: Math.floor(left / 60), seconds: String(left % 60).padStart(2, '0') })}</p>
                <div className="modal-actions">
                  <button type="button" className="button" onClick={() => void finish('success')}>
                    {t('gateway.approve')}
                  </button>
                  <button type="button" className="button ghost" onClick={() => void finish('failed')}>
                    {t('gateway.decline')}
                  </button>
                  <button type="button" className="link-button" onClick={() => void finish('cancelled')}>
                    {t('gateway.cancel')}
                  </button>
                </div>
              </>
            ) : (
              <p className="notice">{t(`payment.${session.status}`)}</p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
