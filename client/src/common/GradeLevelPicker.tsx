import { useTranslation } from 'react-i18next';
import { GAME_LEVELS, GRADE_CODES } from '@learnstar/shared';
import { PictureChoice } from './PictureChoice';

/**
 * The grade code (P1–P4, normal or higher) and level a practice or classroom race is drawn for.
 * `levelCards` shows the levels as big picture cards (one star per step) for a child's own start.
 */
export function GradeLevelPicker({ gradeCode, level, onChange, levelCards }: { gradeCode: number; level: string; onChange(next: { gradeCode: number; level: string }): void; levelCards?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('freeTrial.grade')}
        <select name="gradeCode" value={gradeCode} onChange={(e) => onChange({ gradeCode: Number(e.target.value), level })}>
          {GRADE_CODES.map((g) => (
            <option key={g} value={g}>
              {t(`grade.${g}`)}
            </option>
          ))}
        </select>
      </label>
      {levelCards ? (
        <PictureChoice<string>
          name="level"
          legend={t('race.level')}
          options={GAME_LEVELS.map((l, i) => ({ value: l, picture: '★'.repeat(i + 1), label: t(`matches.level_${l}`) }))}
          value={level}
          onChange={(next) => onChange({ gradeCode, level: next })}
        />
      ) : (
        <label>
          {t('race.level')}
          <select name="level" value={level} onChange={(e) => onChange({ gradeCode, level: e.target.value })}>
            {GAME_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`matches.level_${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
