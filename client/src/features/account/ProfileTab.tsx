import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, isSuccess, updateProfileSchema, type Profile } from '@learnstar/shared';
import { api } from '../../api/client';
import { Field } from '../../common/Field';
import { GradeSelect } from '../../common/GradeSelect';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { imageFileRefusal } from '../../common/image-file';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { AvatarFrame } from '../pointshop/AvatarFrame';


export function ProfileTab() {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const token = useSession((s) => s.token);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [avatarError, setAvatarError] = useState<string | null>(null);
  useEffect(() => {
    void api<Profile>('GET', '/user/profile').then((r) => isSuccess(r) && setProfile(r.data ?? null));
  }, []);
  if (!profile) return <p>{t('common.loading')}</p>;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const form = { name: profile.name, gender: profile.gender, phone: profile.phone ?? '', school: profile.school ?? '', gradeCode: profile.gradeCode };
    const checked = validate(updateProfileSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await api<Profile>('PUT', '/user/profile', { body: form });
    if (isSuccess(result)) {
      setProfile(result.data!);
      toast(t('errors.modificationSucceeded'), 'success');
    } else setErrors(serverFieldErrors(result));
  };

  /** Checked here by type and size for a quick answer; the API checks the bytes again. */
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = imageFileRefusal(file, AVATAR_MAX_BYTES);
    if (refusal) return setAvatarError(refusal);
    setAvatarError(null);
    const body = new FormData();
    body.append('file', file);
    const response = await fetch('/api/user/avatar', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const result = await response.json().catch(() => ({ code: response.status }));
    if (isSuccess(result)) setProfile({ ...profile, avatar: result.data.avatar });
    else setAvatarError(result.msg ?? 'submissionFailed');
  };

  // Points and a grade are a pupil's; a parent's or teacher's profile does not show them.
  const pupil = profile.role === 'pupil';
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="profile">
      <div className="avatar-row">
        <AvatarFrame>
          <div className="avatar big">{profile.avatar ? <img src={profile.avatar} alt="" /> : profile.name.slice(0, 1)}</div>
        </AvatarFrame>
        <label className="button ghost">
          {t('account.uploadAvatar')}
          <input name="avatar" type="file" accept=".jpg,.jpeg,.png" hidden onChange={(e) => void upload(e)} />
        </label>
        {avatarError && (
          <span className="field-error" role="alert">
            {t(`errors.${avatarError}`)}
          </span>
        )}
      </div>
      {pupil && (
        <p>
          {t('account.points')}{t('common.colon')}<strong data-testid="points">{profile.points}</strong>
        </p>
      )}
      <Field label={t('account.name')} error={errors.name}>
        <input name="name" value={profile.name} onChange={(e) => setProfile({ ...profile, name: e.target.value })} />
      </Field>
      <Field label={t('account.gender')} error={errors.gender}>
        <select name="gender" value={profile.gender ?? ''} onChange={(e) => setProfile({ ...profile, gender: (e.target.value || null) as Profile['gender'] })}>
          <option value="">—</option>
          <option value="male">{t('account.male')}</option>
          <option value="female">{t('account.female')}</option>
        </select>
      </Field>
      <Field label={t('warranty.phone')} error={errors.phone}>
        <input name="phone" value={profile.phone ?? ''} onChange={(e) => setProfile({ ...profile, phone: e.target.value })} />
      </Field>
      <Field label={t('freeTrial.school')} error={errors.school}>
        <input name="school" value={profile.school ?? ''} onChange={(e) => setProfile({ ...profile, school: e.target.value })} />
      </Field>
      {pupil && (
        <Field label={t('freeTrial.grade')} error={errors.gradeCode}>
          <GradeSelect value={profile.gradeCode} emptyLabel="—" onChange={(v) => setProfile({ ...profile, gradeCode: v ? Number(v) : null })} />
        </Field>
      )}
      <p>
        {t('warranty.email')}{t('common.colon')}{profile.email ?? '—'} {profile.email && t('common.inBrackets', { text: t(profile.emailVerified ? 'account.verified' : 'account.notVerified') })}
      </p>
      <button type="submit" className="button">
        {t('account.save')}
      </button>
    </form>
  );
}
