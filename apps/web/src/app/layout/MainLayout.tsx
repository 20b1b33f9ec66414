import { lazy, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@playdeck/ui';
import { useBottomBarShown } from '../../features/layout/menus';
import { Header } from '../../features/layout/Header';
import { LaterHydration } from '../../shared/ui/LaterHydration';
import { useRouteHandle } from '../AppShell';
import * as styles from './MainLayout.css';

// Parts hydrated after the header and the page (the side menu, the footer) and the phone bottom bar (fixed over room
// the layout reserves) are lazy chunks, out of the home page's initial JS; the server render waits for them, so the
// HTML is complete either way.
const SideMenu = lazy(() => import('../../features/layout/SideMenu').then((m) => ({ default: m.SideMenu })));
const Footer = lazy(() => import('../../features/layout/Footer').then((m) => ({ default: m.Footer })));
const BottomBar = lazy(() => import('../../features/layout/BottomBar'));

/**
 * The player layout of spec 2: side menu, header, content, footer and a scroll-to-top control, on every path but
 * /agent and /agentHome. The side menu is hidden on game pages (/seamless and the lottery paths). On phones the side
 * menu is a drawer opened from the header; from 1200 px it is a column, collapsible to a mini rail. Below 768 px the
 * bottom bar (brand `menus.bottom`) is fixed at the bottom, not on game pages, and the page is padded by its height.
 * On a server-rendered load the side menu, the footer and the bottom bar are hydrated after the header and the page
 * ({@link LaterHydration}).
 */
export function MainLayout() {
  const gamePage = useRouteHandle()?.gamePage === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bottomBar = useBottomBarShown() && !gamePage;
  return (
    <div
      className={bottomBar ? `${styles.shell} ${styles.withBottomBar}` : styles.shell}
      data-game-page={gamePage || undefined}
    >
      {gamePage ? null : (
        <LaterHydration>
          <SideMenu drawerOpen={drawerOpen} onDrawerClose={() => setDrawerOpen(false)} />
        </LaterHydration>
      )}
      <div className={styles.column}>
        <Header
          showMenuButton={!gamePage}
          menuOpen={drawerOpen}
          onMenuToggle={() => setDrawerOpen((o) => !o)}
        />
        <main id="main" className={styles.content}>
          <Outlet />
        </main>
        <LaterHydration>
          <Footer />
        </LaterHydration>
      </div>
      {bottomBar ? (
        <LaterHydration>
          <BottomBar />
        </LaterHydration>
      ) : null}
      <ScrollToTop className={styles.scrollTop} />
    </div>
  );
}
