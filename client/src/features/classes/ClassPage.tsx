import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Roster, type RosterPupil } from '@learnstar/shared';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useUi } from '../../stores/ui';
import { TrendChart } from '../family/TrendChart';
import { formatDay } from '../family/format';
import { classesApi, downloadRosterCsv } from './classes-api';
import { ClassRaces } from './ClassRaces';
import { HomeworkPanel } from './HomeworkPanel';
import { ClassTrickyCharacters } from '../learning/ClassTrickyCharacters';
import { PersonalCodes } from './PersonalCodes';
import { ClassSignInCards } from '../sign-in-card/ClassSignInCards';
import './classes.css';
import { ScrollTable } from '../../common/ScrollTable';
import { ClassDashboard, useClassDashboard } from './dashboard/use-class-dashboard';

/** /classes/:id: the class's pictures first (ClassDashboard), then the class code and personal codes to hand out, the roster with trends, CSV export, the class's races. */
export function ClassPage() {
  const { t, i18n } = useTranslation();
  const toast = useUi((s) => s.toast);
  const classId = Number(useParams().id);
  const dashboard = useClassDashboard(classId);
  const [roster, setRoster] = useState<Roster | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RosterPupil | null>(null);
  const [chosen, setChosen] = useState<RosterPupil | null>(null);
  // Homework assigned from the tricky characters: the homework list is read again.
  const [homeworkVersion, setHomeworkVersion] = useState(0);
  const load = useCallback(async () => {
    const answer = await classesApi.roster(classId);
    if (isSuccess(answer) && answer.data) setRoster(answer.data);
    else setFailed(answer.msg ?? 'dataFetchFailed');
  }, [classId]);
  useEffect(() => void load(), [load]);

  const remove = async (pupil: RosterPupil) => {
    setRemoving(null);
    const answer = await classesApi.removePupil(classId, pupil.userId);
    toast(t(`errors.${answer.msg ?? 'submissionFailed'}`), isSuccess(answer) ? 'success' : 'error');
    await load();
  };
  const exportCsv = async () => {
    if (!(await downloadRosterCsv(classId, i18n.language))) toast(t('errors.dataFetchFailed'), 'error');
  };

  if (failed)
    return (
      <section>
        <h1>{t('classes.title')}</h1>
        <p>{t(`errors.${failed}`)}</p>
      </section>
    );
  if (!roster || !dashboard) return null;
  const { class: info, pupils } = roster;
  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : t('classes.never'));
  return (
    <section className="class-page">
      <p>
        <Link to="/classes">{t('classes.title')}</Link>
      </p>
      <h1>{info.name}</h1>
      <p>
        {t(`grade.${info.gradeCode}`)} · {info.year} · {t('classes.pupilCount', { count: info.pupils })}
      </p>
      {dashboard.data ? <ClassDashboard data={dashboard.data} /> : <p role="alert">{t(`errors.${dashboard.failed}`)}</p>}
      <div className="class-code-card">
        <span>{t('classes.codeHint')}</span>
        <strong data-testid="class-code">{info.code}</strong>
      </div>
      <PersonalCodes classId={classId} className={info.name} pupils={info.pupils} />
      <ClassSignInCards classId={classId} />
      <div className="roster-head">
        <h2>{t('classes.roster')}</h2>
        <button type="button" className="button" onClick={() => void exportCsv()}>
          {t('classes.exportCsv')}
        </button>
      </div>
      {pupils.length === 0 ? (
        <p className="muted">{t('classes.noPupils')}</p>
      ) : (
        <ScrollTable><table className="roster" data-testid="roster">
          <thead>
            <tr>
              <th>{t('classes.pupil')}</th>
              <th>{t('classes.lastActivity')}</th>
              <th>{t('classes.typing')}</th>
              <th>{t('classes.trend')}</th>
              <th>{t('classes.dictionary')}</th>
              <th>{t('classes.pointsWeek')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {pupils.map((p) => (
              <tr key={p.userId}>
                <td>
                  <button type="button" className="link" onClick={() => setChosen(p)}>
                    {p.name}
                  </button>
                </td>
                <td>{day(p.lastActivity)}</td>
                <td>{p.typingWpm === null ? '–' : `${p.typingWpm} ${t('home.wpm')} · ${p.typingAccuracy}%`}</td>
                <td>
                  <Sparkline values={p.typingTrend.map((s) => s.wpm)} />
                </td>
                <td>{p.dictionaryAccuracy === null ? '–' : `${p.dictionaryAccuracy}%`}</td>
                <td>{p.pointsThisWeek}</td>
                <td>
                  <button type="button" className="button ghost small" onClick={() => setRemoving(p)}>
                    {t('classes.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table></ScrollTable>
      )}
      {chosen && (
        <section className="pupil-chart">
          <h3>{t('classes.progressOf', { name: chosen.name })}</h3>
          <TrendChart samples={chosen.typingTrend} />
        </section>
      )}
      <ClassTrickyCharacters classId={classId} gradeCode={info.gradeCode} onAssigned={() => setHomeworkVersion((v) => v + 1)} />
      <HomeworkPanel key={homeworkVersion} classId={classId} gradeCode={info.gradeCode} />
      <ClassRaces races={roster.races} />
      {removing && <ConfirmDialog text={t('classes.removeConfirm', { name: removing.name })} onConfirm={() => void remove(removing)} onCancel={() => setRemoving(null)} />}
    </section>
  );
}

/** A pupil's last speeds as a tiny line, so the roster shows who is improving. */
function Sparkline({ values }: { values: number[] }) {
  if (values.length < 2) return <span className="muted">–</span>;
  const max = Math.max(...values, 1);
  const points = values.map((v, i) => `${((i / (values.length - 1)) * 80).toFixed(1)},${(22 - (v / max) * 20).toFixed(1)}`).join(' ');
  return (
    <svg width="80" height="24" aria-hidden="true" className="sparkline">
      <polyline points={points} fill="none" stroke="#1f4e9c" strokeWidth="2" />
    </svg>
  );
}
