import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { judgedText, type BoardEntry, type RaceInputAck, type RaceView } from '@learnstar/shared';
import type { useImeInput } from '../../common/use-ime-input';
import { RaceText } from './RaceText';
import { RaceBoard } from './RaceBoard';
import { pinyinAbove } from './pinyin-ruby';
import { useShowPinyin } from './use-show-pinyin';
import { cheerStep } from './stars';
import { BigCountdown } from './BigCountdown';
import { SoundToggle } from './SoundToggle';
import { SpeakButton } from '../home/SpeakButton';

interface RaceLiveProps {
  view: RaceView;
  typed: string;
  board: BoardEntry[];
  figures: RaceInputAck['figures'] | null;
  me?: number;
  countdown: number;
  remaining: number;
  typingProps: ReturnType<typeof useImeInput<HTMLTextAreaElement>>['props'];
  muted: boolean;
  toggleMute(): void;
}

/** A race under way: the big countdown, then the text, the box to type in, a cheer and the track. */
export function RaceLive({ view, typed, board, figures, me, countdown, remaining, typingProps, muted, toggleMute }: RaceLiveProps) {
  const { t } = useTranslation();
  const [showPinyin, setShowPinyin] = useShowPinyin();
  const above = useMemo(() => (view.text ? pinyinAbove(view.text, view.pinyin) : null), [view.text, view.pinyin]);
  // Pinyin mode shows each syllable in the reading the pupil is typing (还: huan or hai), as the server judges it.
  const shown = useMemo(() => (view.accepted ? judgedText(view.accepted, Array.from(typed)).join('') : view.text), [view.accepted, view.text, typed]);
  const progress = board.find((b) => b.userId === me)?.progress ?? 0;
  const pinyinMode = view.mode === 'pinyin';
  return (
    <>
      <BigCountdown seconds={countdown} />
      <div className="race-top">
        {view.text && <p className="race-clock">{t('race.timeLeft', { seconds: remaining })}</p>}
        {view.text && (
          <p className="cheer" aria-live="polite">
            {t(`race.cheer_${cheerStep(progress)}`)}
          </p>
        )}
        {view.pinyin && (
          <label className="pinyin-toggle">
            <input type="checkbox" checked={showPinyin} onChange={(e) => setShowPinyin(e.target.checked)} /> {t('race.showPinyin')}
          </label>
        )}
        <SoundToggle muted={muted} toggleMute={toggleMute} />
      </div>
      {view.text ? (
        <>
          {pinyinMode && (
            <p className="notice">
              {t('race.pinyinHint')} <SpeakButton text={t('race.pinyinHintSay')} />
            </p>
          )}
          <RaceText text={shown ?? view.text} typed={typed} lang={pinyinMode ? 'zh-Latn' : 'zh'} above={showPinyin ? above : null} />
          {showPinyin && view.pinyin && !above && <p className="pinyin muted">{view.pinyin}</p>}
          <textarea
            {...typingProps}
            className="race-input"
            name="race-input"
            aria-label={t(pinyinMode ? 'race.typePinyinHere' : 'race.typeHere')}
            placeholder={t(pinyinMode ? 'race.typePinyinHere' : 'race.typeHere')}
          />
          {figures && (
            <p className="live-figures" data-testid="live-figures">
              {figures.cpm} {t('race.cpm')} · {figures.wpm} {t('home.wpm')} · {t('race.accuracy')} {figures.accuracy}%
            </p>
          )}
        </>
      ) : (
        countdown === 0 && <p>{t('race.waiting')}</p>
      )}
      <RaceBoard board={board} me={me} inClass={view.kind === 'classroom' && view.state === 'inProgress'} />
    </>
  );
}
