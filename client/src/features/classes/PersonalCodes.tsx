import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, makeJoinCodesSchema, type ClassJoinCode } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { useFormSubmit } from '../../common/use-form-submit';
import { classesApi } from './classes-api';
import { JoinSheet } from './JoinSheet';

/**
 * Personal one-time codes for the printed join sheet: the teacher says how many, they are made and
 * printed; unused ones can be printed again. The class code keeps working beside them.
 */
export function PersonalCodes({ classId, className, pupils }: { classId: number; className: string; pupils: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(String(Math.max(1, pupils)));
  const [unused, setUnused] = useState<ClassJoinCode[]>([]);
  const [sheet, setSheet] = useState<string[]>([]);
  const load = useCallback(async () => {
    const answer = await classesApi.joinCodes(classId);
    setUnused(isSuccess(answer) ? (answer.data ?? []) : []);
  }, [classId]);
  useEffect(() => void load(), [load]);
  const { errors, submit } = useFormSubmit(makeJoinCodesSchema, (body) => classesApi.makeJoinCodes(classId, body), async (made: ClassJoinCode[]) => {
    setSheet(made.map((c) => c.code));
    await load();
  });
  const print = useCallback(() => window.print(), []);
  return (
    <section className="personal-codes">
      <h2>{t('classes.personalCodes')}</h2>
      <p className="muted">{t('classes.personalCodesHint')}</p>
      <form className="make-codes" onSubmit={(e) => void submit({ count })(e)} noValidate>
        <Field label={t('classes.howManyCodes')} error={errors.count}>
          <input name="codeCount" inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <button type="submit" className="button">
          {t('classes.makeAndPrint')}
        </button>
      </form>
      {unused.length > 0 && (
        <p>
          {t('classes.unusedCodes', { count: unused.length })}{' '}
          <button type="button" className="button ghost small" onClick={() => setSheet(unused.map((c) => c.code))}>
            {t('classes.printUnused')}
          </button>
        </p>
      )}
      {sheet.length > 0 && <JoinSheet className={className} codes={sheet} onReady={print} />}
    </section>
  );
}
