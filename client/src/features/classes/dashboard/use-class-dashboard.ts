import { useEffect, useState } from 'react';
import { isSuccess, type ClassDashboard as Dashboard } from '@learnstar/shared';
import { lazyPage } from '../../../app/lazy-page';
import { classesApi } from '../classes-api';

/** The class's pictures: a chunk of their own (visx), reloading the site like any page when it is gone after a deploy. */
export const ClassDashboard = lazyPage(() => import('./ClassDashboard'), 'ClassDashboard');

/** The figures to draw, or the error key to show instead. */
export type ClassDashboardView = { data: Dashboard; failed?: undefined } | { data?: undefined; failed: string };

/**
 * The class page's pictures, loaded beside its roster: the charts' chunk and the figures together,
 * so the page appears once, its pictures in place (a chunk loaded before it mounts renders at once).
 * Shown in two steps, the pictures pushed the class code, the personal codes and the roster down as
 * they came, under the teacher's pointer: a CI run's click on "Make codes and print the sheet"
 * landed on the charts instead.
 */
export function useClassDashboard(classId: number): ClassDashboardView | null {
  const [view, setView] = useState<ClassDashboardView | null>(null);
  useEffect(() => {
    let live = true;
    setView(null);
    void Promise.all([ClassDashboard.preload(), classesApi.dashboard(classId)]).then(
      ([, answer]) => live && setView(isSuccess(answer) && answer.data ? { data: answer.data } : { failed: answer.msg ?? 'dataFetchFailed' }),
      () => live && setView({ failed: 'dataFetchFailed' }),
    );
    return () => {
      live = false;
    };
  }, [classId]);
  return view;
}
