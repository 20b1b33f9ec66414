import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@playdeck/ui';
import { BottomBar, useBottomBarShown } from '../../features/layout/BottomBar';
import { Footer } from '../../features/layout/Footer';
import { Header } from '../../features/layout/Header';
import { SideMenu } from '../../features/layout/SideMenu';
import { LaterHydration } from '../../shared/ui/LaterHydration';
import { useRouteHandle } from '../AppShell';
import * as styles from './MainLayout.css';

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
