import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ROLE_LABELS, canCreateApiKeys, isRole } from '@crm/domain';
import { Spinner } from '../ui/Spinner';
import { GlobalSearch } from '../features/search';
import { NotificationBell } from '../features/notifications';
import { useSession } from '../session/SessionProvider';
import { usePermissions } from '../session/usePermissions';
import { initials, MENU_ADMIN, MENU_BOTTOM, MENU_FINANCE, MENU_TOP, PRODUCT_NAME, WORKSPACES } from './nav';
import styles from './Layout.module.css';

export { WORKSPACES };

function MenuLink({ to, end, children }: { to: string; end?: boolean; children: string }) {
  return (
    <li>
      <NavLink to={to} end={end} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
        {children}
      </NavLink>
    </li>
  );
}

/** Side menu + top bar around every protected screen except the stage editor. */
export function Layout() {
  const { user, signOut } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const can = usePermissions();
  const admin = can.administration;
  const finance = can.finance;
  const ownKeys = canCreateApiKeys(user?.role);
  const roleLabel = user?.role ? (isRole(user.role) ? ROLE_LABELS[user.role] : user.role) : '';

  // The drawer (narrow screens) closes once the user picked a destination, or with Escape.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  async function onSignOut(everywhere: boolean) {
    setSigningOut(true);
    await signOut({ everywhere });
  }

  return (
    <div className={`${styles.shell} ${menuOpen ? styles.menuOpen : ''}`}>
      <aside id="menu-lateral" className={styles.sidebar}>
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            CRM
          </span>
          <span>Operaciones</span>
        </div>
        <nav aria-label="Menú principal" className={styles.nav}>
          <ul className={styles.list}>
            {MENU_TOP.map((m) => (
              <MenuLink key={m.to} to={m.to} end={m.end}>
                {m.label}
              </MenuLink>
            ))}
            <li>
              <span className={styles.groupLabel} id="menu-workspaces">
                Workspaces
              </span>
              <ul className={styles.sublist} aria-labelledby="menu-workspaces">
                {WORKSPACES.map((w) => (
                  <MenuLink key={w.slug} to={`/workspace/${w.slug}`}>
                    {w.label}
                  </MenuLink>
                ))}
              </ul>
            </li>
            {admin && (
              <>
                <li className={styles.separator} role="presentation" />
                {MENU_ADMIN.map((m) => (
                  <MenuLink key={m.to} to={m.to} end={m.end}>
                    {m.label}
                  </MenuLink>
                ))}
              </>
            )}
            {finance && (
              <>
                <li className={styles.separator} role="presentation" />
                {MENU_FINANCE.map((m) => (
                  <MenuLink key={m.to} to={m.to} end={m.end}>
                    {m.label}
                  </MenuLink>
                ))}
              </>
            )}
            <li className={styles.separator} role="presentation" />
            {MENU_BOTTOM.map((m) => (
              <MenuLink key={m.to} to={m.to} end={m.end}>
                {m.label}
              </MenuLink>
            ))}
          </ul>
          <div className={styles.logout}>
            {ownKeys && (
              <NavLink to="/account/api-keys" className={({ isActive }) => (isActive ? `${styles.link} ${styles.active} ${styles.accountLink}` : `${styles.link} ${styles.accountLink}`)}>
                Mis claves API
              </NavLink>
            )}
            <button type="button" className={styles.logoutButton} onClick={() => void onSignOut(false)} disabled={signingOut}>
              Cerrar sesión
            </button>
            {/* "Cerrar sesión" ends this device's session only; this one also ends the phone's and the other PCs'. */}
            <button type="button" className={styles.logoutButton} onClick={() => void onSignOut(true)} disabled={signingOut}>
              Cerrar sesión en todos los dispositivos
            </button>
          </div>
        </nav>
      </aside>
      {menuOpen && <div className={styles.backdrop} onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className={styles.main}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="menu-lateral"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menú
          </button>
          <span className={styles.product}>{PRODUCT_NAME}</span>
          <div className={styles.searchSlot} data-slot="busqueda-global">
            <GlobalSearch />
          </div>
          {user && <NotificationBell />}
          {user && (
            <div className={styles.user}>
              <span className={styles.avatar} aria-hidden="true" title={user.name}>
                {initials(user.name)}
              </span>
              <span className={styles.userText}>
                <span className={styles.userName}>{user.name}</span>
                {roleLabel && <span className={styles.userRole}>{roleLabel}</span>}
              </span>
            </div>
          )}
        </header>
        <main className={styles.content}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
