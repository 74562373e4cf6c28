import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameBridge, SceneEvents } from './bridge';

/** Touch play: after a tap on a target, its choices as big buttons under the play field. */
export function ChoiceButtons({ bridge }: { bridge: GameBridge }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<SceneEvents['choosing']>(null);
  useEffect(() => bridge.on('choosing', setChoosing), [bridge]);
  if (!choosing) return null;
  return (
    <div className="choice-buttons" role="group" aria-label={t('games.pickOne')}>
      {choosing.options.map((option, index) => (
        <button key={option} type="button" className="button big" onClick={() => bridge.emit('pick', { itemId: choosing.itemId, index })}>
          {option}
        </button>
      ))}
    </div>
  );
}
