import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isSuccess, type Envelope } from '@learnstar/shared';
import { useUi } from '../stores/ui';
import { serverFieldErrors, validate, type FieldErrors } from './form';

/**
 * A form sent to the API: checked with the shared schema first, then the API's answer as a toast
 * and its field errors under the fields; `onDone` runs on success with the answer's data.
 */
export function useFormSubmit<S extends z.ZodType, T>(schema: S, send: (data: z.infer<S>) => Promise<Envelope<T>>, onDone: (data: T) => unknown) {
  const { t } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (value: unknown) => async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(schema, value);
    if (!checked.ok) return setErrors(checked.errors);
    const answer = await send(checked.data);
    setErrors(serverFieldErrors(answer));
    toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), isSuccess(answer) ? 'success' : 'error');
    if (isSuccess(answer)) await onDone(answer.data as T);
  };
  return { errors, submit };
}
