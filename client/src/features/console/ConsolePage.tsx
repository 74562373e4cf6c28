import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { DashboardTab } from './DashboardTab';
import { OrdersTab } from './OrdersTab';
import { MatchesTab } from './MatchesTab';
import { FormsTab } from './FormsTab';
import { AuditTab } from './AuditTab';
import { RacesTab } from './RacesTab';
import { PromotionsTab } from './PromotionsTab';
import { RedemptionsTab } from './RedemptionsTab';
import { CouponsTab } from './CouponsTab';
import { CatalogueTab } from './catalogue/CatalogueTab';
import './console.css';

const OPERATOR_TABS = { dashboard: DashboardTab, orders: OrdersTab, catalogue: CatalogueTab, redemptions: RedemptionsTab, matches: MatchesTab, promotions: PromotionsTab, coupons: CouponsTab, forms: FormsTab, races: RacesTab, audit: AuditTab } as const;
const TEACHER_TABS = { races: RacesTab } as const;

/** /console?tab=…: operators run the shop, matches and forms; teachers see their classroom races. Anyone else goes home. */
export function ConsolePage() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  const [params, setParams] = useSearchParams();
  if (role !== 'operator' && role !== 'teacher') return <Navigate to="/index" replace />;
  const tabs: Record<string, () => React.JSX.Element> = role === 'operator' ? OPERATOR_TABS : TEACHER_TABS;
  const keys = Object.keys(tabs);
  const tab = keys.includes(params.get('tab') ?? '') ? params.get('tab')! : keys[0];
  const Tab = tabs[tab];
  return (
    <section className="account-centre console">
      <nav className="tabs vertical" aria-label={t('console.title')}>
        {keys.map((key) => (
          <button key={key} type="button" className={key === tab ? 'on' : ''} aria-current={key === tab ? 'page' : undefined} onClick={() => setParams({ tab: key })}>
            {t(`console.tab_${key}`)}
          </button>
        ))}
        <a className="console-link" href="/typingmain/fairplay">{t('console.fairPlay')}</a>
        {role === 'teacher' && <a className="console-link" href="/classes">{t('console.classes')}</a>}
      </nav>
      <div className="tab-body">
        <h1>{t(`console.tab_${tab}`)}</h1>
        <Tab />
      </div>
    </section>
  );
}
