import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MENU, activeMenuKey } from './menu-items';

export function Menu() {
  const { t } = useTranslation();
  const active = activeMenuKey(useLocation().pathname);
  return (
    <nav className="menu" aria-label="main">
      <ul>
        {MENU.map((item) => (
          <li key={item.key} className={`menu-item${item.children ? ' has-children' : ''}${active === item.key ? ' active' : ''}`} data-menu={item.key}>
            <NavLink to={item.path}>{t(`menu.${item.key}`)}</NavLink>
            {item.children && (
              <ul className="submenu" role="menu">
                {item.children.map((child) => (
                  <li key={child.key} role="menuitem">
                    <NavLink to={child.path}>{t(`menu.${child.key}`)}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
