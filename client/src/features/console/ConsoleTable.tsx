import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../common/Pager';
import { ConsoleMessage } from './ConsoleMessage';
import { ScrollTable } from '../../common/ScrollTable';

/** A console list: the last action's outcome, a table under translated headings, and its pager once loaded. */
export function ConsoleTable({ msg, headers, page, pageSize, total, onPage, children }: { msg: string | null; headers: string[]; page: number; pageSize: number; total?: number; onPage(page: number): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleMessage msg={msg} />
      <ScrollTable><table className="table">
        <thead>
          <tr>
            {headers.map((key) => (
              <th key={key}>{t(key)}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table></ScrollTable>
      {total !== undefined && <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />}
    </>
  );
}
