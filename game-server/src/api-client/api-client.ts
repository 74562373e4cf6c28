import { API_ROUTES, ERROR_CODES, type Envelope, type InternalSession, type RaceResultsRequest, type RaceResultsResponse, type TypingText, type DictionaryQuestion, type ReviewMaterial, type HomeworkMaterial, type RacerCard, type RacerCardsRequest } from '@learnstar/shared';
import type { GameConfig } from '../config/game-config.js';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg?: string,
    readonly data?: unknown,
  ) {
    super(`api answered ${code} ${msg ?? ''}`);
  }
}

export interface MatchInfo {
  id: number;
  game: number;
  title: string;
  startTime: string;
  durationSec: number;
  gradeCodes: number[];
  level: 'elementary' | 'intermediate' | 'advanced';
  capacity: number;
  signedUp: boolean;
}

/**
 * The match server's only way to persistent data: the API's internal endpoints, authenticated
 * with the shared internal key. Writes are idempotent on the API side, so they are safe to retry.
 */
export class ApiClient {
  constructor(private readonly config: Pick<GameConfig, 'apiUrl' | 'internalApiKey'>) {}

  private async call<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
    const response = await fetch(this.config.apiUrl + path, {
      ...init,
      headers: {
        'x-internal-key': this.config.internalApiKey,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await response.json().catch(() => ({ code: response.status }))) as Envelope<T>;
    if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope.data);
    return envelope.data as T;
  }

  session(token: string): Promise<InternalSession> {
    return this.call('/api/internal/session', {}, token);
  }

  match(matchId: number, userId: number): Promise<MatchInfo> {
    return this.call(`/api/internal/matches/${matchId}?userId=${userId}`);
  }

  async levelUnlocked(userId: number, game: number, level: string): Promise<boolean> {
    const result = await this.call<{ unlocked: boolean }>(`/api/internal/levels/check?${new URLSearchParams({ userId: String(userId), game: String(game), level })}`);
    return result.unlocked;
  }

  /** Checked at the boundary: the judge relies on each text's keys lining up with its accepted keys. */
  async typingTexts(query: { gradeCode: number; level: string; mode: string; count: number; seed: string }): Promise<TypingText[]> {
    return API_ROUTES.internalTypingTexts.data.parse(await this.call(`/api/internal/content/typing?${new URLSearchParams(stringify(query))}`));
  }

  questions(query: { gradeCode: number; level: string; count: number; seed: string }): Promise<DictionaryQuestion[]> {
    return this.call(`/api/internal/content/questions?${new URLSearchParams(stringify(query))}`);
  }

  /** A pupil's "My tricky characters" material: sentences or questions on their due characters. */
  async reviewMaterial(query: { userId: number; game: 1 | 2; mode: string; seed: string }): Promise<ReviewMaterial> {
    return API_ROUTES.internalReviewMaterial.data.parse(await this.call(`/api/internal/learning/review?${new URLSearchParams(stringify(query))}`));
  }

  /** One of the pupil's open homework: what the practice is, and its material (404 homeworkNotFound otherwise). */
  async homeworkMaterial(query: { userId: number; homeworkId: number; seed: string }): Promise<HomeworkMaterial> {
    return API_ROUTES.internalHomeworkMaterial.data.parse(await this.call(`/api/internal/learning/homework?${new URLSearchParams(stringify(query))}`));
  }

  racerCards(request: RacerCardsRequest): Promise<RacerCard[]> {
    return this.call('/api/internal/racer-cards', { method: 'POST', body: JSON.stringify(request) });
  }

  /** Retries with backoff: a race's results must not be lost to a brief API outage. */
  async writeResults(request: RaceResultsRequest, attempts = 5): Promise<RaceResultsResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call('/api/internal/race-results', { method: 'POST', body: JSON.stringify(request) });
      } catch (error) {
        // Racers without an account were skipped and the others written: final, like a success.
        if (error instanceof ApiError && error.code === ERROR_CODES.unprocessable && error.msg === 'unknownRacers') return error.data as RaceResultsResponse;
        if (attempt >= attempts || (error instanceof ApiError && error.code >= 400 && error.code < 500)) throw error;
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      }
    }
  }
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
