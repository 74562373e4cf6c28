import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type SignInCard } from '@learnstar/shared';
import { useUi } from '../../stores/ui';
import { signInCardApi } from './sign-in-card-api';
import { SignInCardSheet } from './SignInCardSheet';

/** On the class page: a new sign-in card for every pupil of the class, printed as one sheet. */
export function ClassSignInCards({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [cards, setCards] = useState<SignInCard[]>([]);
  const print = async () => {
    const answer = await signInCardApi.printForClass(classId);
    if (!isSuccess(answer) || !answer.data) return toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), 'error');
    setCards(answer.data);
  };
  const printPage = useCallback(() => window.print(), []);
  return (
    <section className="class-sign-in-cards">
      <h2>{t('signInCard.printClass')}</h2>
      <p className="muted">{t('signInCard.printClassHint')}</p>
      <button type="button" className="button" onClick={() => void print()}>
        {t('signInCard.printClass')}
      </button>
      {cards.length > 0 && <SignInCardSheet cards={cards} onReady={printPage} preview={false} />}
    </section>
  );
}
