import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChildSchema, linkChildSchema, type ChildSummary } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { useFormSubmit } from '../../common/use-form-submit';
import { familyApi } from './family-api';

/** Link a child who already has an account: the account name and the code from the child's account centre. */
export function LinkChildForm({ onLinked }: { onLinked(child: ChildSummary): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ account: '', code: '' });
  const { errors, submit } = useFormSubmit(linkChildSchema, familyApi.link, (child) => {
    setForm({ account: '', code: '' });
    onLinked(child);
  });
  return (
    <form className="link-child" onSubmit={(e) => void submit(form)(e)} noValidate>
      <h2>{t('family.linkTitle')}</h2>
      <p className="muted">{t('family.linkHint')}</p>
      <Field label={t('family.childAccount')} error={errors.account}>
        <input name="childAccount" autoComplete="off" value={form.account} onChange={(e) => setForm({ ...form, account: e.target.value })} />
      </Field>
      <Field label={t('family.linkCode')} error={errors.code}>
        <input name="linkCode" autoComplete="off" value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
      </Field>
      <button type="submit" className="button">
        {t('family.linkButton')}
      </button>
    </form>
  );
}

/** Create the child's account from the parent's: the child signs in with it and is linked already. */
export function CreateChildForm({ onCreated }: { onCreated(child: ChildSummary): void }) {
  const { t } = useTranslation();
  const empty = { account: '', password: '', pupilName: '', gradeCode: '' };
  const [form, setForm] = useState(empty);
  const { errors, submit } = useFormSubmit(createChildSchema, familyApi.createChild, (child) => {
    setForm(empty);
    onCreated(child);
  });
  return (
    <form className="create-child" onSubmit={(e) => void submit(form)(e)} noValidate>
      <h2>{t('family.createTitle')}</h2>
      <Field label={t('family.childAccount')} error={errors.account}>
        <input name="newAccount" autoComplete="off" value={form.account} onChange={(e) => setForm({ ...form, account: e.target.value })} />
      </Field>
      <Field label={t('family.childPassword')} error={errors.password}>
        <input name="newPassword" type="password" autoComplete="new-password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      </Field>
      <Field label={t('family.childName')} error={errors.pupilName}>
        <input name="pupilName" value={form.pupilName} onChange={(e) => setForm({ ...form, pupilName: e.target.value })} />
      </Field>
      <Field label={t('classes.grade')} error={errors.gradeCode}>
        <GradeSelect value={form.gradeCode} onChange={(gradeCode) => setForm({ ...form, gradeCode })} />
      </Field>
      <button type="submit" className="button">
        {t('family.createButton')}
      </button>
    </form>
  );
}
