import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS } from '@learnstar/shared';
import { ScrollTable } from '../../common/ScrollTable';

/** A homework from a class's tricky characters: a week to practise them. */
const HOMEWORK_DAYS = 7;

/** When a homework set from the class page is due. */
export const trickyHomeworkDueAt = (): string => new Date(Date.now() + HOMEWORK_DAYS * DAY_MS).toISOString();

/** The single characters of a tricky list (words from the word games, such as 学校, stay on the list only). */
export const singleCharacters = (rows: readonly { character: string }[]): string[] => rows.map((r) => r.character).filter((c) => [...c].length === 1);

interface TrickyRow {
  character: string;
  pinyin: string;
  wrong: number;
  pupils: number;
}

/**
 * The class page's table of the characters its pupils miss most (in reading or in writing): the
 * character with its pinyin, the misses, the pupils missing it, and any further column the caller adds.
 */
export function TrickyCharacterTable<Row extends TrickyRow>({ rows, characterHeading, extra }: { rows: readonly Row[]; characterHeading: string; extra?: { heading: string; cell: (row: Row) => ReactNode } }) {
  const { t } = useTranslation();
  return (
    <ScrollTable>
      <table>
        <thead>
          <tr>
            <th scope="col">{characterHeading}</th>
            <th scope="col">{t('learning.misses')}</th>
            <th scope="col">{t('learning.pupilsMissing')}</th>
            {extra && <th scope="col">{extra.heading}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.character}>
              <td>
                <span className="tricky-char" lang="zh">
                  {c.character}
                </span>{' '}
                {c.pinyin}
              </td>
              <td>{c.wrong}</td>
              <td>{c.pupils}</td>
              {extra?.cell(c)}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
