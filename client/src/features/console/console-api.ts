import { useCallback, useEffect, useState } from 'react';
import { currentLocale } from '../../i18n';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A paged console list: reloads when the query changes; `reload` after an action. */
export function usePagedList<T>(path: string, query: Record<string, string | number | undefined>) {
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query);
  const reload = useCallback(async () => {
    const answer = await api<Page<T>>('GET', path, { query: JSON.parse(key) as typeof query });
    if (answer.code === 200 && answer.data) {
      setData(answer.data);
      setError(null);
    } else setError(answer.msg ?? 'dataFetchFailed');
  }, [path, key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}

/**
 * Saves a CSV export: the download needs the bearer token, so it is fetched and handed to the
 * browser as a file (the API streams it; the page holds the finished file only).
 */
export async function downloadCsv(path: string, filename: string, query: Record<string, string | undefined> = {}): Promise<boolean> {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const response = await fetch(`/api${path}${params.size ? `?${params}` : ''}`, {
    headers: { authorization: `Bearer ${useSession.getState().token ?? ''}`, 'accept-language': currentLocale() },
  });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
  return true;
}
