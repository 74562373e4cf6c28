import { useEffect, useState, type ComponentType } from 'react';
import { isSuccess, type ClassDashboard as Dashboard } from '@learnstar/shared';
import { classesApi } from '../classes-api';

export interface ClassDashboardView {
  /** The charts (a chunk of their own, with visx); null when the chunk or the figures could not be had. */
  Charts: ComponentType<{ data: Dashboard }> | null;
  data: Dashboard | null;
  /** The error key to show instead of the pictures. */
  failed: string | null;
}

/**
 * The class page's pictures, loaded beside its roster: the charts' chunk and the figures together,
 * so the page appears once, its pictures in place. Shown in two steps, the pictures pushed the class
 * code, the personal codes and the roster down as they came, under the teacher's pointer: a CI run's
 * click on "Make codes and print the sheet" landed on the charts instead.
 */
export function useClassDashboard(classId: number): ClassDashboardView | null {
  const [view, setView] = useState<ClassDashboardView | null>(null);
  useEffect(() => {
    let live = true;
    setView(null);
    const charts = import('./ClassDashboard').then(
      (m) => m.ClassDashboard,
      () => null,
    );
    void Promise.all([charts, classesApi.dashboard(classId)]).then(([Charts, answer]) => {
      if (!live) return;
      if (Charts && isSuccess(answer) && answer.data) setView({ Charts, data: answer.data, failed: null });
      else setView({ Charts, data: null, failed: Charts ? (answer.msg ?? 'dataFetchFailed') : 'dataFetchFailed' });
    });
    return () => {
      live = false;
    };
  }, [classId]);
  return view;
}
