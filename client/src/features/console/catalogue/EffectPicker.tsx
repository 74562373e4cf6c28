import { useTranslation } from 'react-i18next';
import { COSMETIC_KINDS, GAME_LEVELS, LEVEL_GAMES, type CosmeticKind, type GameLevel, type GoodsEffect } from '@learnstar/shared';
import { Field } from '../../../common/Field';

const EFFECT_TYPES = [...(Object.keys(COSMETIC_KINDS) as CosmeticKind[]), 'levelUnlock'] as const;

/**
 * What a virtual good grants, chosen only among what the points shop can apply: a cosmetic other
 * than the free default everyone owns, or a level above the free first one, unlocked as if bought.
 */
export function EffectPicker({ effect, error, onChange }: { effect: GoodsEffect | null; error?: string; onChange(effect: GoodsEffect | null): void }) {
  const { t } = useTranslation();
  const choose = (type: string) => {
    if (type === 'levelUnlock') onChange({ type, game: LEVEL_GAMES[0], level: GAME_LEVELS[1] });
    else if (type in COSMETIC_KINDS) onChange({ type: type as CosmeticKind, value: COSMETIC_KINDS[type as CosmeticKind][1] });
    else onChange(null);
  };
  return (
    <fieldset className="match-form">
      <legend>{t('consoleProducts.field_effect')}</legend>
      <Field label={t('consoleProducts.effectType')} error={error}>
        <select name="effectType" value={effect?.type ?? ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('consoleProducts.choose')}</option>
          {EFFECT_TYPES.map((type) => <option key={type} value={type}>{t(`pointshop.category_${type}`)}</option>)}
        </select>
      </Field>
      {effect && effect.type !== 'levelUnlock' && (
        <Field label={t('consoleProducts.effectValue')}>
          <select name="effectValue" value={effect.value} onChange={(e) => onChange({ ...effect, value: e.target.value })}>
            {COSMETIC_KINDS[effect.type].slice(1).map((v) => <option key={v} value={v}>{t(`pointshop.value_${v}`)}</option>)}
          </select>
        </Field>
      )}
      {effect?.type === 'levelUnlock' && (
        <>
          <Field label={t('consoleProducts.effectGame')}>
            <select name="effectGame" value={effect.game} onChange={(e) => onChange({ ...effect, game: Number(e.target.value) })}>
              {LEVEL_GAMES.map((g) => <option key={g} value={g}>{t(`consoleProducts.levelGame_${g}`)}</option>)}
            </select>
          </Field>
          <Field label={t('consoleProducts.effectLevel')}>
            <select name="effectLevel" value={effect.level} onChange={(e) => onChange({ ...effect, level: e.target.value as GameLevel })}>
              {GAME_LEVELS.slice(1).map((l) => <option key={l} value={l}>{t(`matches.level_${l}`)}</option>)}
            </select>
          </Field>
        </>
      )}
    </fieldset>
  );
}
