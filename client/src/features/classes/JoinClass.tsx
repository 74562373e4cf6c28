import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field } from '../../common/Field';
import { useJoinClass } from './use-join-class';

/** The pupil's side: the classes they are in, and the class code from the teacher to join one. */
export function JoinClass() {
  const { t } = useTranslation();
  // The join sheet's QR code opens this form with the class code filled in.
  const [code, setCode] = useState(useSearchParams()[0].get('classCode') ?? '');
  const joining = useJoinClass(() => setCode(''));
  const { errors, submit } = joining;
  const classes = joining.classes ?? [];
  return (
    <form className="join-class" onSubmit={(e) => void submit({ code })(e)} noValidate>
      <h2>{t('classes.myClasses')}</h2>
      {classes.length === 0 ? <p className="muted">{t('classes.notInClass')}</p> : (
        <ul data-testid="my-classes">
          {classes.map((c) => (
            <li key={c.id}>
              {c.name} · {c.teacherName}
            </li>
          ))}
        </ul>
      )}
      <Field label={t('classes.joinCode')} error={errors.code}>
        <input name="classCode" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <button type="submit" className="button">
        {t('classes.join')}
      </button>
    </form>
  );
}
