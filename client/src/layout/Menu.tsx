import type { ReactNode, Ref } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MENU, activeMenuKey } from './menu-items';

export const SITE_MENU_ID = 'site-menu';

/**
 * The top menu of SPEC §2. On the desktop (≥ 1200 px) a row whose children open on hover; below
 * that a panel the header's menu button discloses (`open`), with every child listed under its
 * parent, since a touch screen has no hover. The extra links stand in the panel for the header's
 * tools that a phone's bar has no room for.
 */
export function Menu({ open, extras, panelRef }: { open: boolean; extras?: ReactNode; panelRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const active = activeMenuKey(useLocation().pathname);
  return (
    <nav className={open ? 'menu open' : 'menu'} aria-label="main" id={SITE_MENU_ID} ref={panelRef}>
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
        {extras}
      </ul>
    </nav>
  );
}
