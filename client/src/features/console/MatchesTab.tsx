import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_MATCH_SORTS, GAME_LEVELS, GRADE_CODES, type ConsoleMatch } from '@learnstar/shared';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { sgTime } from '../shop/shop-format';
import { usePagedList } from './console-api';
import { ConsoleTable } from './ConsoleTable';
import { GameFilter } from './GameFilter';
import { SortSelect, listQuery, type SortChoice } from './SortSelect';
import { singaporeInstant } from './singapore-time';
import { matchTitle } from '../matches/match-title';

const PAGE_SIZE = 20;
const EMPTY = { game: '1', title: '', titleZh: '', start: '', durationMin: '5', gradeCodes: [] as number[], level: 'elementary', capacity: '50' };

/** Scheduled matches: schedule one (times entered in Singapore time), see the sign-ups, cancel one not yet started. */
export function MatchesTab() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<{ game: string } & SortChoice>({ game: '', sort: 'createdAt', dir: 'desc' });
  const [msg, setMsg] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<ConsoleMatch | null>(null);
  const { data, error, reload } = usePagedList<ConsoleMatch>('/console/matches', listQuery({ ...filters, page, pageSize: PAGE_SIZE }));
  const filter = (change: Partial<typeof filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const toggleGrade = (g: number) => setForm({ ...form, gradeCodes: form.gradeCodes.includes(g) ? form.gradeCodes.filter((x) => x !== g) : [...form.gradeCodes, g] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startTime = singaporeInstant(form.start);
    const body = { game: Number(form.game), title: form.title, titleZh: form.titleZh || undefined, startTime, durationSec: Number(form.durationMin) * 60, gradeCodes: form.gradeCodes, level: form.level, capacity: Number(form.capacity) };
    const answer = await api('POST', '/console/matches', { body });
    const fieldError = (answer.errors as { field: string; msg: string }[] | undefined)?.[0];
    setMsg(fieldError ? fieldError.msg : (answer.msg ?? null));
    if (answer.code === 200) {
      setForm(EMPTY);
      await reload();
    }
  };
  const cancel = async (match: ConsoleMatch) => {
    setCancelling(null);
    const answer = await api('POST', `/console/matches/${match.id}/cancel`);
    setMsg(answer.msg ?? null);
    if (answer.code === 200) await reload();
  };

  return (
    <>
      <form className="match-form" onSubmit={submit}>
        <label className="field">{t('console.game')}
          <select value={form.game} onChange={set('game')}>
            <option value="1">{t('console.game_1')}</option>
            <option value="2">{t('console.game_2')}</option>
          </select>
        </label>
        <label className="field">{t('console.matchTitle')}<input name="title" value={form.title} maxLength={100} onChange={set('title')} required /></label>
        <label className="field">{t('console.matchTitleZh')}<input name="titleZh" value={form.titleZh} maxLength={100} onChange={set('titleZh')} /></label>
        <label className="field">{t('console.startTime')}<input name="start" type="datetime-local" value={form.start} onChange={set('start')} required /></label>
        <label className="field">{t('console.durationMin')}<input name="duration" type="number" min={1} max={60} value={form.durationMin} onChange={set('durationMin')} /></label>
        <label className="field">{t('console.level')}
          <select value={form.level} onChange={set('level')}>
            {GAME_LEVELS.map((l) => <option key={l} value={l}>{t(`matches.level_${l}`)}</option>)}
          </select>
        </label>
        <label className="field">{t('console.capacity')}<input name="capacity" type="number" min={1} max={1000} value={form.capacity} onChange={set('capacity')} /></label>
        <fieldset className="grades">
          <legend>{t('matches.grades')}</legend>
          {GRADE_CODES.map((g) => (
            <label key={g}><input type="checkbox" checked={form.gradeCodes.includes(g)} onChange={() => toggleGrade(g)} /> {t(`grade.${g}`)}</label>
          ))}
        </fieldset>
        <button type="submit" className="button">{t('console.schedule')}</button>
      </form>
      <div className="filters">
        <GameFilter value={filters.game} onChange={(game) => filter({ game })} />
        <SortSelect sorts={CONSOLE_MATCH_SORTS} value={filters} onChange={filter} />
      </div>
      <ConsoleTable msg={msg ?? error} headers={['console.matchTitle', 'console.startTime', 'matches.grades', 'console.signups', 'console.actions']} page={page} pageSize={PAGE_SIZE} total={data?.total} onPage={setPage}>
        {data?.rows.map((m) => (
          <tr key={m.id}>
            <td>{matchTitle(m, i18n.language)} ({t(`console.game_${m.game}`)}, {t(`matches.level_${m.level}`)})</td>
            <td>{sgTime(m.startTime, i18n.language)}</td>
            <td>{m.gradeCodes.map((g) => t(`grade.${g}`)).join(', ')}</td>
            <td>{t('matches.seats', { taken: m.signedUp, capacity: m.capacity })}{m.signups.length > 0 && <>: {m.signups.map((s) => s.name).join(', ')}</>}</td>
            <td>{m.phase === 'upcoming' && <button type="button" className="button small" onClick={() => setCancelling(m)}>{t('console.cancelMatch')}</button>}</td>
          </tr>
        ))}
      </ConsoleTable>
      {cancelling && <ConfirmDialog text={t('console.cancelMatchConfirm', { title: cancelling.title, count: cancelling.signedUp })} onConfirm={() => void cancel(cancelling)} onCancel={() => setCancelling(null)} />}
    </>
  );
}
