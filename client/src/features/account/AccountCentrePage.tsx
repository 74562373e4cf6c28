import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProfileTab } from './ProfileTab';
import { BindingTab } from './BindingTab';
import { GamesTab, OrdersTab, PointsTab } from './ListTabs';
import { RedemptionsTab } from '../pointshop/RedemptionsTab';
import { ClassesTab } from './ClassesTab';

const TABS = { profile: ProfileTab, binding: BindingTab, points: PointsTab, redemptions: RedemptionsTab, games: GamesTab, orders: OrdersTab, classes: ClassesTab } as const;
type TabKey = keyof typeof TABS;

/** /accountcenter?type=…: the query parameter picks the tab. */
export function AccountCentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = (params.get('type') ?? 'profile') in TABS ? (params.get('type') as TabKey) ?? 'profile' : 'profile';
  const Tab = TABS[type];
  return (
    <section className="account-centre">
      <nav className="tabs vertical">
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <button key={key} type="button" className={key === type ? 'on' : ''} onClick={() => setParams({ type: key })}>
            {t(`account.tab_${key}`)}
          </button>
        ))}
      </nav>
      <div className="tab-body">
        <h1>{t(`account.tab_${type}`)}</h1>
        <Tab />
      </div>
    </section>
  );
}
