import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { JoinClass } from '../classes/JoinClass';
import { ParentLinkCode } from '../family/ParentLinkCode';

/** Classes and family: pupils join a class and show the parent-link code; parents and teachers go to their pages. */
export function ClassesTab() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  if (role === 'parent') return <Link to="/family" className="button">{t('family.title')}</Link>;
  if (role === 'teacher' || role === 'operator') return <Link to="/classes" className="button">{t('classes.title')}</Link>;
  return (
    <div className="classes-tab">
      <JoinClass />
      <ParentLinkCode />
    </div>
  );
}
