import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { useCart } from '../stores/cart';
import { Menu, SITE_MENU_ID } from './Menu';
import { useDisclosure } from './use-disclosure';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AvatarFrame } from '../features/pointshop/AvatarFrame';
import { LoginButton } from '../features/auth/LoginButton';

export function Header({ fixed }: { fixed: boolean }) {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const { count, shakeKey } = useCart();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const menu = useDisclosure<HTMLButtonElement, HTMLElement>();
  const account = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const navigate = useNavigate();

  /** SPEC §8: the widget opens the cart only when the fetch succeeded (a network error is 501). */
  const openCart = async () => {
    if (await useCart.getState().refresh()) navigate('/shoppingcar');
    else useUi.getState().toast(t('errors.dataFetchFailed'), 'error');
  };

  const logout = async () => {
    setConfirmLogout(false);
    await api('POST', '/user/logout');
    useSession.getState().clear();
    useUi.getState().toast(t('header.loggedOut'), 'info');
    void useCart.getState().refresh(true);
    navigate('/index');
  };

  return (
    <header className={`site-header${fixed ? ' fixed' : ''}`} data-testid="site-header">
      <div className="header-top">
        {/* Below 1200 px the menu is a panel this button discloses (hidden on the desktop). */}
        <button type="button" className="menu-toggle" ref={menu.button} aria-expanded={menu.open} aria-controls={SITE_MENU_ID} onClick={menu.toggle}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            {menu.open ? <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
          </svg>
          <span className="sr-only">{menu.open ? t('header.menuClose') : t('header.menuOpen')}</span>
        </button>
        <Link to="/index" className="logo" aria-label={t('app.name')}>
          <span className="logo-star">★</span> {t('app.name')}
        </Link>
        <div className="greeting">
          <div>{user ? t('header.greetingUser', { name: user.name }) : t('header.greeting')}</div>
          <div className="greeting2">{t('header.greeting2')}</div>
        </div>
        <div className="header-tools">
          <div className="lang-switch" role="group" aria-label={t('header.language')}>
            <button type="button" className={i18n.language === 'zh' ? 'on' : ''} onClick={() => void i18n.changeLanguage('zh')}>
              zh
            </button>
            <span>/</span>
            <button type="button" className={i18n.language === 'en' ? 'on' : ''} onClick={() => void i18n.changeLanguage('en')}>
              En
            </button>
          </div>
          <a className="social" href="https://www.facebook.com/learnstar.sg" target="_blank" rel="noreferrer">
            {t('header.social')}
          </a>
          <button type="button" className="cart-icon" key={shakeKey} data-shake={shakeKey > 0 ? 'yes' : 'no'} onClick={() => void openCart()}>
            <span className="sr-only">{t('header.cart')}</span>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="M3 4h2.2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.2-6.3H6.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
              <circle cx="17" cy="19.5" r="1.6" fill="currentColor" />
            </svg>
            <span className="cart-count" data-testid="cart-count">{count}</span>
          </button>
          {user ? (
            <div
              className="avatar-menu"
              ref={account.panel}
              onPointerEnter={(event) => event.pointerType === 'mouse' && account.setOpen(true)}
              onPointerLeave={(event) => event.pointerType === 'mouse' && account.setOpen(false)}
            >
              <AvatarFrame>
                <button type="button" className="avatar" ref={account.button} onClick={() => account.setOpen(true)} aria-haspopup="menu" aria-expanded={account.open}>
                  {user.avatar ? <img src={user.avatar} alt="" /> : user.name.slice(0, 1)}
                </button>
              </AvatarFrame>
              {account.open && (
                <div className="popover" role="menu">
                  <Link to="/accountcenter?type=profile">{t('header.accountCentre')}</Link>
                  <Link to="/orders">{t('header.orderRecords')}</Link>
                  {(user.role === 'teacher' || user.role === 'operator') && <Link to="/classes">{t('header.myClasses')}</Link>}
                  {(user.role === 'teacher' || user.role === 'operator') && <Link to="/console">{t('header.console')}</Link>}
                  {user.role === 'parent' && <Link to="/family">{t('header.family')}</Link>}
                  <button type="button" onClick={() => setConfirmLogout(true)}>
                    {t('header.logout')}
                  </button>
                </div>
              )}
            </div>
          ) : (
            <>
              <Link to="/orders" className="button ghost">
                {t('header.orderQuery')}
              </Link>
              <LoginButton />
            </>
          )}
        </div>
      </div>
      <Menu
        open={menu.open}
        panelRef={menu.panel}
        extras={
          !user && (
            <li className="menu-item menu-extra">
              <Link to="/orders">{t('header.orderQuery')}</Link>
            </li>
          )
        }
      />
      {confirmLogout && <ConfirmDialog text={t('header.logoutConfirm')} onConfirm={() => void logout()} onCancel={() => setConfirmLogout(false)} />}
    </header>
  );
}
