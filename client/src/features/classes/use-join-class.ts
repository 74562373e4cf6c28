import { useCallback, useEffect, useState } from 'react';
import { isSuccess, joinClassSchema, type ClassSummary } from '@learnstar/shared';
import { useFormSubmit } from '../../common/use-form-submit';
import { classesApi } from './classes-api';

/**
 * A pupil's classes (null until read) and the join form's submit (POST /classes/join), for the
 * account centre and the child's home alike; `onJoined` runs once the list is read again.
 */
export function useJoinClass(onJoined: () => void) {
  const [classes, setClasses] = useState<ClassSummary[] | null>(null);
  const load = useCallback(async () => {
    const answer = await classesApi.list();
    setClasses(isSuccess(answer) ? (answer.data ?? []) : []);
  }, []);
  useEffect(() => void load(), [load]);
  const { errors, submit } = useFormSubmit(joinClassSchema, (body) => classesApi.join(body.code), async () => {
    await load();
    onJoined();
  });
  return { classes, errors, submit };
}
