import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { HEADER_FIXED_THRESHOLD_PX, HEADER_HEIGHT_PX } from '@learnstar/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { ClassRaceNotice } from '../features/classes/ClassRaceNotice';
import { useUi } from '../stores/ui';
import { useDesktopLayout } from './use-desktop-layout';

/**
 * Header, menu and footer around every page inside the layout; the header sticks after 175 px.
 * While a round runs (`round-running`) the header is a slim bar in the flow instead, and below
 * 1200 px a compact bar that always sticks (responsive.css).
 */
export function MainLayout() {
  const [scrolled, setScrolled] = useState(false);
  const roundRunning = useUi((s) => s.roundRunning);
  // Below the desktop width the header is a compact bar that sticks from the start (styles.css).
  const desktop = useDesktopLayout();
  const fixed = scrolled && !roundRunning && desktop;
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_FIXED_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className={roundRunning ? 'layout round-running' : 'layout'}>
      <div className="header-slot" style={{ height: fixed ? HEADER_HEIGHT_PX : undefined }}>
        <Header fixed={fixed} />
      </div>
      <main className="page">
        <ClassRaceNotice />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
