import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaceSessionStart } from '@learnstar/shared';
import { useImeInput } from '../../common/use-ime-input';
import type { GameBridge } from '../bridge';
import { PinyinKeys } from './PinyinKeys';
import { RacePassage } from './RacePassage';
import { useRaceRun } from './use-race-run';
import './race.css';

/**
 * The race's React chrome under the track: live figures (CPM, accuracy, the gap to the hare and the
 * ghost), the passage, and the input box, which takes input as the typing races do (IME commits
 * whole, pinyin key by key, no paste); Backspace takes back a character so the next commit retypes it.
 */
export function RacePanel({ session, bridge }: { session: RaceSessionStart; bridge: GameBridge }) {
  const { t } = useTranslation();
  const run = useRaceRun(session, bridge);
  const pinyin = session.passage.mode === 'pinyin';
  const { box, props } = useImeInput<HTMLInputElement>(run.commit, run.deleteOne);
  useEffect(() => box.current?.focus(), [box]);

  const { figures, frame } = run;
  const gapKey = figures.gap > 0 ? 'aheadOfHare' : figures.gap < 0 ? 'behindHare' : 'levelWithHare';
  return (
    <section className="race-panel" aria-label={t('games.race.typingArea')}>
      <div className="race-figures" role="group" aria-label={t('games.hud')}>
        <span className="hud-figure" data-testid="race-cpm">{t('games.race.cpm', { cpm: figures.cpm })}</span>
        <span className="hud-figure">{t('games.race.accuracy', { accuracy: figures.accuracy })}</span>
        <span className={`hud-figure race-gap ${gapKey}`} data-testid="race-gap">
          {t(`games.race.${gapKey}`, { count: Math.abs(figures.gap) })}
          {frame?.napping && <> · {t('games.race.hareNapping')}</>}
        </span>
        {session.ghost && figures.ghostGap !== null && (
          <span className="hud-figure" data-testid="race-ghost-gap">
            {t(figures.ghostGap >= 0 ? 'games.race.aheadOfGhost' : 'games.race.behindGhost', { name: session.ghost.name, count: Math.abs(figures.ghostGap) })}
          </span>
        )}
        {/* On the figures' line, not a line of its own: at 1280x720 every line taken from the panel is taken from the track. */}
        <span className="race-countdown" role="status" aria-live="polite">
          {frame && frame.clockMs < 0 ? t('games.race.getReady', { count: Math.ceil(-frame.clockMs / 1000) }) : ''}
        </span>
      </div>
      {pinyin && (
        <p className="race-hanzi" lang="zh-Hans">
          {session.passage.text}
        </p>
      )}
      <RacePassage target={run.target} typed={run.typed} lang={pinyin ? 'zh-Latn' : 'zh-Hans'} />
      <input
        {...props}
        className="race-input"
        name="race-input"
        type="text"
        aria-label={t(pinyin ? 'games.race.typePinyin' : 'games.race.typeHanzi')}
        placeholder={run.started ? t(pinyin ? 'games.race.typePinyin' : 'games.race.typeHanzi') : t('games.race.waitForGo')}
        autoCorrect="off"
        autoCapitalize="off"
        enterKeyHint="next"
      />
      {pinyin && <PinyinKeys onKey={run.commit} onBackspace={run.deleteOne} />}
    </section>
  );
}
