import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProfileTab } from './ProfileTab';
import { BindingTab } from './BindingTab';
import { GamesTab, OrdersTab, PointsTab } from './ListTabs';
import { RedemptionsTab } from '../pointshop/RedemptionsTab';
import { ClassesTab } from './ClassesTab';
import { MyCharactersTab } from '../learning/MyCharactersTab';
import { useSession } from '../../stores/session';

const TABS = { profile: ProfileTab, binding: BindingTab, points: PointsTab, redemptions: RedemptionsTab, games: GamesTab, orders: OrdersTab, classes: ClassesTab, characters: MyCharactersTab } as const;
type TabKey = keyof typeof TABS;
/** A pupil's points, gifts and games: other roles have none, so they do not see these tabs. */
const PUPIL_ONLY: readonly TabKey[] = ['points', 'redemptions', 'games', 'characters'];

/** /accountcenter?type=…: the query parameter picks the tab. */
export function AccountCentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role = useSession((s) => s.user?.role);
  const keys = (Object.keys(TABS) as TabKey[]).filter((key) => role === 'pupil' || !PUPIL_ONLY.includes(key));
  const requested = params.get('type') as TabKey | null;
  const type = requested && keys.includes(requested) ? requested : 'profile';
  const Tab = TABS[type];
  return (
    <section className="account-centre">
      <nav className="tabs vertical">
        {keys.map((key) => (
          <button key={key} type="button" className={key === type ? 'on' : ''} aria-current={key === type ? 'page' : undefined} onClick={() => setParams({ type: key })}>
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
