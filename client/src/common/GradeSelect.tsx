import { useTranslation } from 'react-i18next';
import { GRADE_CODES } from '@learnstar/shared';

/** A grade-code select (P1–P4, normal and higher Chinese); empty means "not chosen". */
export function GradeSelect({ value, onChange, emptyLabel }: { value: string | number | null; onChange(value: string): void; emptyLabel?: string }) {
  const { t } = useTranslation();
  return (
    <select name="gradeCode" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">{emptyLabel ?? t('warranty.choose')}</option>
      {GRADE_CODES.map((g) => (
        <option key={g} value={g}>
          {t(`grade.${g}`)}
        </option>
      ))}
    </select>
  );
}
