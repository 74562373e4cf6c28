import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './chart.css';

/** The same colour and dash for the same thing on every chart (chart.css `.look-*`). */
export type ChartLook = 'speed' | 'accuracy' | 'current' | 'previous' | 'median' | 'mine' | 'mistake';

/** A legend's entry: a line in its look, or (`band`) the shaded band of a spread. */
export interface ChartLegendItem {
  label: string;
  look: ChartLook;
  band?: boolean;
}

/** The numbers behind the picture: the first cell of each row is its header. */
export interface ChartTable {
  head: string[];
  rows: { key: string; cells: string[] }[];
}

export interface ChartFigureProps {
  /** The question the chart answers. */
  title: string;
  /** The answer in one sentence, read before the chart and by screen readers instead of it. */
  summary: string;
  legend?: ChartLegendItem[];
  table: ChartTable;
  /** A line under the chart saying how to read its marks. */
  note?: string;
  testId?: string;
  className?: string;
  /** The picture: an SVG (ChartFrame) or HTML marks that read on their own (bars with their figures, a heat map). */
  children: ReactNode;
}

/**
 * What every chart shares around its picture: the question as its title, the answer in one
 * sentence, a legend, and the numbers as a table behind a disclosure button (a tall one scrolls in
 * its own box, a named region the keyboard can scroll).
 */
export function ChartFigure({ title, summary, legend, table, note, testId, className = 'chart', children }: ChartFigureProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className={className} data-testid={testId} aria-labelledby={`${id}-title`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}</strong>
        <span className="chart-summary">{summary}</span>
      </figcaption>
      {legend && (
        <ul className="chart-legend">
          {legend.map((item) => <li key={item.label} className={`look-${item.look}${item.band ? ' band' : ''}`}>{item.label}</li>)}
        </ul>
      )}
      {children}
      {note && <p className="muted chart-note">{note}</p>}
      <button type="button" className="link-button chart-table-toggle" aria-expanded={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown(!tableShown)}>
        {t(tableShown ? 'chart.hideTable' : 'chart.showTable')}
      </button>
      <div id={`${id}-table`} hidden={!tableShown} className="chart-table" role="region" tabIndex={0} aria-label={title}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>{table.head.map((cell) => <th key={cell} scope="col">{cell}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.cells[0]}</th>
                {row.cells.slice(1).map((cell, i) => <td key={i}>{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** "Title? Summary." or "Title. Summary.": a title that is a question keeps its own mark. */
export function titled(title: string, summary: string): string {
  return /[.?!。？！]$/.test(title) ? `${title} ${summary}` : `${title}. ${summary}`;
}
