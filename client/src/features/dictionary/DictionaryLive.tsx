import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardEntry, DictionaryQuestionView, DictionaryRevealView, RaceView } from '@learnstar/shared';
import { BigCountdown } from '../race/BigCountdown';
import { SoundToggle } from '../race/SoundToggle';
import { RaceBoard } from '../race/RaceBoard';
import { useServerTime } from '../race/use-round-clock';
import type { SoundName } from '../../games/sound';
import { QuestionCard } from './QuestionCard';
import { WordCard } from './WordCard';

/** The question's bar shrinks in steps this long. */
const QUESTION_CLOCK_TICK_MS = 250;

interface DictionaryLiveProps {
  view: RaceView;
  question: DictionaryQuestionView | null;
  reveal: DictionaryRevealView | null;
  answered: Record<number, number>;
  board: BoardEntry[];
  me?: number;
  /** The server's time, so the question's clock agrees with the server's deadline. */
  serverNow: () => number;
  countdown: number;
  sound: { muted: boolean; toggleMute(): void; play(name: SoundName): void };
  onAnswer(index: number, option: number): void;
}

/** A dictionary race under way: the big countdown, then each question with its clock, the word after it, and the track. */
export function DictionaryLive({ view, question, reveal, answered, board, me, serverNow, countdown, sound, onAnswer }: DictionaryLiveProps) {
  const chosen = question ? answered[question.index] : undefined;
  useRevealSound(reveal, answered, sound.play);
  return (
    <>
      <BigCountdown seconds={countdown} />
      <div className="race-top">
        {question && !reveal && <QuestionClock question={question} serverNow={serverNow} />}
        <SoundToggle muted={sound.muted} toggleMute={sound.toggleMute} />
      </div>
      {question && <QuestionCard question={question} reveal={reveal} chosen={chosen} onAnswer={(option) => onAnswer(question.index, option)} />}
      {reveal && <WordCard word={reveal.word} />}
      <RaceBoard board={board} me={me} game={view.game} inClass={view.kind === 'classroom' && view.state === 'inProgress'} />
    </>
  );
}

/** Seconds left to answer, as a shrinking bar and in words. */
function QuestionClock({ question, serverNow }: { question: DictionaryQuestionView; serverNow: () => number }) {
  const { t } = useTranslation();
  // Only this bar follows the clock closely; the page around it renders when a second changes.
  const now = useServerTime(serverNow, QUESTION_CLOCK_TICK_MS);
  const total = Math.max(1, question.closesAt - question.opensAt);
  const left = Math.max(0, question.closesAt - now);
  return (
    <div className="question-timer" data-testid="question-timer">
      <span className="bar" aria-hidden="true">
        <span style={{ width: `${(100 * left) / total}%` }} />
      </span>
      <p>{t('dictionary.secondsLeft', { seconds: Math.ceil(left / 1000) })}</p>
    </div>
  );
}

/** A chime for the pupil's right answer and a low note for a wrong one, when the answer is shown. */
function useRevealSound(reveal: DictionaryRevealView | null, answered: Record<number, number>, play: (name: SoundName) => void) {
  useEffect(() => {
    if (!reveal || answered[reveal.index] === undefined) return;
    play(answered[reveal.index] === reveal.answerIndex ? 'hit' : 'wrong');
  }, [reveal?.index]);
}
