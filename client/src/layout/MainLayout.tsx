import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { HEADER_FIXED_THRESHOLD_PX, HEADER_HEIGHT_PX } from '@learnstar/shared';
import { Header } from './Header';
import { Footer } from './Footer';
import { ClassRaceNotice } from '../features/classes/ClassRaceNotice';

/** Header, menu and footer around every page inside the layout; the header sticks after 175 px. */
export function MainLayout() {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > HEADER_FIXED_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div className="layout">
      <div style={{ height: fixed ? HEADER_HEIGHT_PX : undefined }}>
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
