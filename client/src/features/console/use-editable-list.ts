import { useState } from 'react';
import { api } from '../../api/client';
import { usePagedList } from './console-api';
import { listQuery, type SortChoice } from './SortSelect';

const PAGE_SIZE = 20;

/**
 * A console list whose rows an operator edits (one at a time, in the form above the list) and acts
 * on: its filters and sort (a change goes back to page 1), the last outcome's message, the row
 * being edited. `done` is what a form or an action reports: a save reloads the list and closes
 * the form; a refusal keeps both and shows why.
 */
export function useEditableList<T, F extends Record<string, string>>(path: string, initial: F & SortChoice) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const [msg, setMsg] = useState<string | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const list = usePagedList<T>(path, listQuery({ ...filters, page, pageSize: PAGE_SIZE }));
  const filter = (change: Partial<F & SortChoice>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const done = async (message: string | null, saved: boolean) => {
    setMsg(message);
    if (saved || message === null) setEditing(null);
    if (saved) await list.reload();
  };
  /** A row action (POST or DELETE on `path/…`), reported like a save. */
  const act = async (method: 'POST' | 'DELETE', actionPath: string) => {
    const answer = await api(method, `${path}/${actionPath}`);
    await done(answer.msg ?? null, answer.code === 200);
  };
  return { filters, filter, page, setPage, pageSize: PAGE_SIZE, msg: msg ?? list.error, editing, setEditing, data: list.data, done, act };
}
