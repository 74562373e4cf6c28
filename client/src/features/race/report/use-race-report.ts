import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSuccess, type RaceReport } from '@learnstar/shared';
import { api } from '../../../api/client';

/** The stored report of the race named by ?raceId=, or the message key of why there is none. */
export function useRaceReport(): { raceId: string; report: RaceReport | null; error: string | null } {
  const [params] = useSearchParams();
  const raceId = params.get('raceId') ?? '';
  const [report, setReport] = useState<RaceReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!raceId) return setError('raceNotFound');
    void api<RaceReport>('GET', `/user/games/${encodeURIComponent(raceId)}`).then((r) => (isSuccess(r) && r.data ? setReport(r.data) : setError(r.msg ?? 'dataFetchFailed')));
  }, [raceId]);
  return { raceId, report, error };
}

/** Where a game type's result and analysis pages live (SPEC §2 routes). */
export function reportPaths(game: number, raceId: string): { result: string; analysis: string | null } {
  const id = encodeURIComponent(raceId);
  return game === 2 ? { result: `/dictionarymain/gameresult?raceId=${id}`, analysis: null } : { result: `/typingmain/gameresult?raceId=${id}`, analysis: `/typingmain/gameanalysis?raceId=${id}` };
}
