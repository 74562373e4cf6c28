import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_HINT_AFTER_MISSES, judgeStroke, type StrokeMiss, type WriteSessionStart } from '@learnstar/shared';
import type { GameBridge } from '../bridge';
import { useGameSession } from '../session-store';
import { SoundBoard } from '../sound';
import { testHook, type WriteHookState } from '../test-hook';
import { WriteGrid, fromData } from './WriteGrid';
import { useDrawnStroke } from './use-drawn-stroke';
import { StrokeQuiz } from './StrokeQuiz';
import { DictationPrompt } from './DictationPrompt';
import './write.css';

/*
 * Write it is drawn with React and SVG, not Phaser: the field is one still grid whose strokes fill
 * in, with pointer input and a few CSS animations. SVG keeps strokes crisp at any size, takes
 * pointer events under `touch-action: none`, and leaves DOM nodes that screen readers and
 * Playwright can read; Phaser would add its megabyte for none of that. It still arrives in its own
 * lazy chunk (GamePage loads this folder with React.lazy), never in the first load.
 */

export type WriteStepName = WriteHookState['step'];
/** A character's steps, as teachers teach it; a 听写 round only writes, from what the pupil hears. */
const STEPS = ['watch', 'trace', 'write'] as const;
const DICTATION_STEPS = ['write'] as const;
/** Time each stroke takes in the watch step's animation. */
const WATCH_STROKE_MS = 900;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * One round of Write it: each character watched, traced, then written from memory, or in a 听写
 * round heard and written from memory; the server re-judges every stroke.
 */
export default function WriteRound({ session, bridge }: { session: WriteSessionStart; bridge: GameBridge }) {
  const { t } = useTranslation();
  const muted = useGameSession((s) => s.muted);
  const dictation = session.dictation === true;
  const steps = dictation ? DICTATION_STEPS : STEPS;
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<WriteStepName>(steps[0]);
  const [done, setDone] = useState(0);
  const [misses, setMisses] = useState(0);
  const [missedInWrite, setMissedInWrite] = useState(false);
  const [watched, setWatched] = useState(0);
  const [message, setMessage] = useState('');
  const [quiz, setQuiz] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  const sound = useRef<SoundBoard | null>(null);
  const item = session.items[index];
  const total = item.strokes.medians.length;
  const hint = step !== 'watch' && step !== 'done' && misses >= WRITE_HINT_AFTER_MISSES;

  useEffect(() => {
    const board = new SoundBoard();
    sound.current = board;
    return () => {
      board.close();
      sound.current = null;
    };
  }, []);
  useEffect(() => {
    if (sound.current) sound.current.muted = muted;
  }, [muted]);

  // Watching: one stroke after another, or all at once for a pupil who asked for less motion.
  useEffect(() => {
    if (step !== 'watch') return;
    if (reducedMotion()) return setWatched(total);
    setWatched(0);
    const timer = window.setInterval(() => setWatched((n) => (n >= total ? n : n + 1)), WATCH_STROKE_MS);
    return () => window.clearInterval(timer);
  }, [step, index, total]);

  const hookState = useRef<() => WriteHookState | null>(() => null);
  hookState.current = () => {
    const field = svg.current;
    if (!field) return null;
    return { character: item.word, step, stroke: done, misses, hint, medians: item.strokes.medians.map((m) => m.map((p) => fromData(field, p))) };
  };
  useEffect(() => {
    const hook = testHook();
    if (!hook) return;
    hook.game = 'write';
    hook.write = () => hookState.current();
    hook.bridgeListeners = () => bridge.listenerCount;
    return () => {
      hook.game = null;
      hook.write = () => null;
      hook.bridgeListeners = () => 0;
    };
  }, [bridge]);

  /** What a step asks of the pupil: in a 听写 round, writing is writing what was heard. */
  const stepSays = (name: WriteStepName) => t(dictation && name === 'write' ? 'games.write.stepSays_dictation' : `games.write.stepSays_${name}`);
  const begin = (next: WriteStepName) => {
    setStep(next);
    setDone(0);
    setMisses(0);
    setMessage(stepSays(next));
  };

  const judged = (matched: boolean, miss?: StrokeMiss) => {
    if (matched) {
      sound.current?.play('hit');
      setMisses(0);
      const next = done + 1;
      setDone(next);
      if (next < total) return setMessage(t('games.write.strokeRight', { done: next, total }));
      if (step === 'trace') return begin('write');
      sound.current?.play('win');
      setStep('done');
      setMessage(t('games.write.characterDone', { word: item.word }));
      bridge.emit('answered', { itemId: item.id, correct: !missedInWrite, word: item.word, pinyin: item.pinyin, meaning: item.meaning });
      bridge.emit('progress', { done: index + 1, total: session.items.length });
      return;
    }
    sound.current?.play('wrong');
    if (step === 'write') setMissedInWrite(true);
    const count = misses + 1;
    setMisses(count);
    setMessage(`${t(`games.write.miss_${miss ?? 'shape'}`)}${count >= WRITE_HINT_AFTER_MISSES ? ` ${t('games.write.hintShown')}` : ''}`);
  };

  const { ink, handlers } = useDrawnStroke({
    enabled: step === 'trace' || step === 'write',
    onStart: () => sound.current?.unlock(),
    onStroke: (points) => {
      useGameSession.getState().recordStroke(item.id, step, points);
      const judgement = judgeStroke(item.strokes, points, done);
      judged(judgement.matched, judgement.matched ? undefined : judgement.miss);
    },
  });

  const nextCharacter = () => {
    if (index + 1 >= session.items.length) return bridge.emit('ended', { reason: 'finished' });
    setIndex(index + 1);
    setMissedInWrite(false);
    begin(steps[0]);
  };

  return (
    <div className="write-round" data-testid="write-round">
      <WriteGrid
        ref={svg}
        strokes={item.strokes}
        label={t('games.write.fieldLabel', { step: t(`games.write.step_${step}`) })}
        outline={step === 'watch' || step === 'trace'}
        filled={step === 'watch' ? Math.max(0, watched - 1) : step === 'done' ? total : done}
        sweeping={step === 'watch' && watched > 0 && watched <= total ? watched - 1 : null}
        hint={hint ? done : null}
        ink={ink}
        {...handlers}
      />
      <div className="write-side">
        <ol className="write-steps" aria-label={t('games.write.steps')}>
          {steps.map((name) => (
            <li key={name} aria-current={step === name ? 'step' : undefined} className={step === name ? 'current' : undefined}>
              {t(`games.write.step_${name}`)}
            </li>
          ))}
        </ol>
        <p className="write-message" role="status" data-testid="write-message">
          {message || stepSays(steps[0])}
        </p>
        {dictation && step === 'write' && <DictationPrompt item={item} />}
        {step === 'watch' && (
          <div className="write-actions">
            <button type="button" className="button ghost" onClick={() => setWatched(reducedMotion() ? total : 0)}>
              {t('games.write.watchAgain')}
            </button>
            <button type="button" className="button ghost" aria-expanded={quiz} onClick={() => setQuiz(!quiz)}>
              {t('games.write.quizStart')}
            </button>
            <button type="button" className="button" onClick={() => begin('trace')}>
              {t('games.write.toTrace')}
            </button>
          </div>
        )}
        {step === 'watch' && quiz && <StrokeQuiz key={item.id} strokes={item.strokes} />}
        {step === 'done' && (
          <div className="write-learned" data-testid="write-learned">
            <span className="write-learned-word" lang="zh-Hans">
              {item.word}
            </span>
            <span className="write-learned-pinyin">{item.pinyin}</span>
            <span>
              {t('games.meaning')}: {item.meaning}
            </span>
            {item.example && (
              <span>
                {t('games.write.inAWord')}: <span lang="zh-Hans">{item.example}</span>
              </span>
            )}
            <button type="button" className="button" onClick={nextCharacter} autoFocus>
              {index + 1 >= session.items.length ? t('games.write.seeResults') : t('games.write.nextCharacter')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
