import { ROLE_LABELS, canCreateApiKeys, capabilitiesOf, formatMoney, isRole } from '@crm/domain';
import type { DealBoardQuery, KanbanWorkspacesQuery, MeQuery } from '../../gql/graphql';
import { cardFace } from '../../features/kanban/cardFace';
import { followUpIconClass, stuckCardClass } from '../../features/kanban/followUpSignals';
import { cardFollowUp } from '@crm/domain';
import { FIRST_FRAME_CARDS, boardVariables } from '../../features/kanban/boardVariables';
import { formatNumber } from '../../lib/format';
import { initials, MENU_ADMIN, MENU_BOTTOM, MENU_FINANCE, MENU_TOP, PRODUCT_NAME, WORKSPACES, type MenuEntry } from '../nav';
import { EARLY_GLOBAL, earlyKey, type EarlyResponse } from './earlyStart';
// In the order the app's modules load them (Button before the kanban's: `.more` overrides `.button`).
import buttonStyles from '../../ui/Button.module.css';
import pageStyles from '../../ui/Page.module.css';
import layoutStyles from '../Layout.module.css';
import searchStyles from '../../features/search/GlobalSearch.module.css';
import bellStyles from '../../features/notifications/NotificationBell.module.css';
import styles from '../../features/kanban/KanbanPage.module.css';

/**
 * First card on screen, the step after the early requests (earlyStart.ts): on `/` and on
 * a workspace's kanban, as soon as index.html's early script has both the session (`Me`) and the board, the entry draws the
 * kanban's first frame with plain DOM — the same elements, classes and texts as Layout + KanbanPage +
 * KanbanColumn + DealCardView draw in React's first frame (8 cards a column) — while react-dom, Apollo,
 * the router and the kanban's code are still loading and being evaluated. React's first render then
 * replaces #root's children (createRoot clears the container) with its own, identical board, which is
 * the one you can use (drag, open, filters, live updates); the drawn one is a picture of it.
 *
 * Spec part 1 §2 still holds: nothing is drawn while the session loads, nor without a valid session (no
 * token, `Me` refused or empty: the app shows the login, with no flash of a board), nor when the board
 * did not answer cleanly (the app then asks again). It reads the early answers without taking them: the
 * app's Apollo link (earlyLink.ts) still serves them to the app's own queries.
 *
 * The drawn board is marked `data-early-board` and its cards `data-early-card`; it has none of the app's
 * test ids, roles or focus stops, so nothing mistakes it for the working board.
 *
 * It mirrors those components' tags and classes by hand: a change to their markup or classes needs the same
 * change here. What the cards say (heading, people, badge, value, chip, age) is not mirrored: both read it
 * from cardFace (features/kanban/cardFace.ts).
 * e2e/specs/first-card.e2e.ts compares both frames (tag/class/text tree, every card's and column's box).
 */
export function drawEarlyBoard(container: HTMLElement, now: () => Date = () => new Date()): Promise<boolean> {
  const path = window.location.pathname;
  const slug = WORKSPACE_PATH.exec(path)?.[1];
  if (path !== '/' && slug === undefined) return Promise.resolve(false);
  const early = (window as unknown as Record<string, EarlyResponse[] | undefined>)[EARLY_GLOBAL];
  const find = (key: string) => early?.find((e) => e.key === key)?.result;
  const me = find(earlyKey('Me', {}));
  if (!me) return Promise.resolve(false);
  let workspace: Promise<Workspace | null> = Promise.resolve(null);
  if (slug !== undefined) {
    // A workspace's kanban: the early script sends its board once the workspaces have answered, from a
    // callback on the same answer registered before this one; by the time this one runs, it is in the list.
    const units = find(earlyKey('KanbanWorkspaces', {}));
    if (!units) return Promise.resolve(false);
    workspace = units.then((answer) => {
      let name: string;
      try {
        name = decodeURIComponent(slug);
      } catch {
        return null;
      }
      return clean<KanbanWorkspacesQuery>(answer)?.businessUnits.find((u) => u.keySlug === name) ?? null;
    });
  }
  return workspace.then((unit) => {
    if (slug !== undefined && !unit) return false;
    const board = find(earlyKey('DealBoard', { ...boardVariables(unit?.id ?? null) }));
    if (!board) return false;
    return Promise.all([me, board]).then(([meAnswer, boardAnswer]) => {
      const user = clean<MeQuery>(meAnswer)?.me;
      const data = clean<DealBoardQuery>(boardAnswer)?.board;
      // The app rendered first (or anything else replaced index.html's frame): leave the page to it.
      if (!user || !data || data.columns.length === 0 || !container.querySelector('[data-shell="topbar"]')) return false;
      container.replaceChildren(layout(user, path, page(data, unit, path, user, now())));
      return true;
    });
  });
}

/** A workspace's kanban (routes.tsx: `workspace/:slug`). */
const WORKSPACE_PATH = /^\/workspace\/([^/]+)$/;

/** The answer's data if it is a plain answer (no errors), else null. */
function clean<T>(answer: unknown): T | null {
  if (!answer || typeof answer !== 'object') return null;
  const { data, errors } = answer as { data?: T | null; errors?: unknown[] };
  return errors?.length ? null : (data ?? null);
}

type Child = Node | string | null | undefined | false;

function h(tag: string, attributes: Record<string, string | undefined> | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) if (value !== undefined) el.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

type User = NonNullable<MeQuery['me']>;
type Workspace = KanbanWorkspacesQuery['businessUnits'][number];
type Board = DealBoardQuery['board'];
type Column = Board['columns'][number];
type Card = Column['cards']['edges'][number]['node'];

/** Layout.tsx at `path`, its menu closed. */
function layout(user: User, path: string, content: HTMLElement): HTMLElement {
  const s = layoutStyles;
  const link = (m: MenuEntry) => {
    // NavLink: the entry's path, or (without `end`) a path under it.
    const active = path === m.to || (!m.end && path.startsWith(`${m.to}/`));
    return h('li', null, h('a', { class: active ? `${s.link} ${s.active}` : s.link, href: m.to, 'aria-current': active ? 'page' : undefined }, m.label));
  };
  const separator = () => h('li', { class: s.separator, role: 'presentation' });
  const can = capabilitiesOf({ id: user.id, role: user.role });
  const admin = can.administration;
  const roleLabel = user.role ? (isRole(user.role) ? ROLE_LABELS[user.role] : user.role) : '';
  return h(
    'div',
    { class: `${s.shell} `, 'data-early-board': '' },
    h(
      'aside',
      { class: s.sidebar },
      h('div', { class: s.brand }, h('span', { class: s.brandMark, 'aria-hidden': 'true' }, 'CRM'), h('span', null, 'Operaciones')),
      h(
        'nav',
        { 'aria-label': 'Menú principal', class: s.nav },
        h(
          'ul',
          { class: s.list },
          ...MENU_TOP.map(link),
          h(
            'li',
            null,
            h('span', { class: s.groupLabel }, 'Workspaces'),
            h('ul', { class: s.sublist }, ...WORKSPACES.map((w) => link({ to: `/workspace/${w.slug}`, label: w.label }))),
          ),
          ...(admin ? [separator(), ...MENU_ADMIN.map(link)] : []),
          ...(can.finance ? [separator(), ...MENU_FINANCE.map(link)] : []),
          separator(),
          ...MENU_BOTTOM.map(link),
        ),
        h(
          'div',
          { class: s.logout },
          canCreateApiKeys(user.role) && h('a', { class: `${s.link} ${s.accountLink}`, href: '/account/api-keys' }, 'Mis claves API'),
          h('button', { type: 'button', class: s.logoutButton }, 'Cerrar sesión'),
          h('button', { type: 'button', class: s.logoutButton }, 'Cerrar sesión en todos los dispositivos'),
        ),
      ),
    ),
    h(
      'div',
      { class: s.main },
      h(
        'header',
        { class: s.topbar },
        h('button', { type: 'button', class: s.menuToggle, 'aria-expanded': 'false' }, 'Menú'),
        h('span', { class: s.product }, PRODUCT_NAME),
        h(
          'div',
          { class: s.searchSlot },
          // GlobalSearch, empty.
          h(
            'div',
            { class: searchStyles.search },
            h('label', { class: searchStyles.visuallyHidden }, 'Búsqueda global'),
            h('input', { type: 'search', class: searchStyles.input, placeholder: 'Buscar operaciones, organizaciones, contactos…', autocomplete: 'off' }),
          ),
        ),
        // NotificationBell, before its count arrives.
        h(
          'div',
          { class: bellStyles.bellBox },
          h('button', { type: 'button', class: bellStyles.bell, 'aria-label': 'Notificaciones', 'aria-expanded': 'false' }, h('span', { class: bellStyles.icon, 'aria-hidden': 'true' })),
        ),
        h(
          'div',
          { class: s.user },
          h('span', { class: s.avatar, 'aria-hidden': 'true', title: user.name }, initials(user.name)),
          h('span', { class: s.userText }, h('span', { class: s.userName }, user.name), roleLabel && h('span', { class: s.userRole }, roleLabel)),
        ),
      ),
      h('main', { class: s.content }, content),
    ),
  );
}

/** KanbanPage's first frame: Page, PageHeader with its actions, the board with FIRST_FRAME_CARDS cards a column. */
function page(board: Board, workspace: Workspace | null, path: string, user: User, now: Date): HTMLElement {
  const can = capabilitiesOf({ id: user.id, role: user.role });
  const b = buttonStyles;
  return h(
    'section',
    { class: pageStyles.page },
    h(
      'div',
      { class: pageStyles.header },
      h('div', null, h('h1', null, 'Pipeline'), h('p', { class: pageStyles.subtitle }, board.pipelineName, workspace && ` · ${workspace.name}`)),
      h(
        'div',
        { class: styles.actions },
        h(
          'label',
          { class: styles.closedFilter },
          'Mostrar',
          h(
            'select',
            { 'aria-label': 'Mostrar operaciones' },
            h('option', { value: 'open' }, 'Abiertas (kanban)'),
            h('option', { value: 'won' }, 'Ganadas'),
            h('option', { value: 'lost' }, 'Perdidas'),
          ),
        ),
        can.editPipelines && h('a', { class: b.button, href: `/pipelines/${board.pipelineId}/edit?back=${encodeURIComponent(path + window.location.search)}` }, 'Editar pipeline'),
        workspace && h('a', { class: b.button, href: `/workspace/${workspace.keySlug}/table` }, 'Ver como tabla'),
        can.write && h('button', { type: 'button', class: classes(b.button, b.primary) }, 'Nueva operación'),
      ),
    ),
    h('div', { class: styles.board }, ...board.columns.map((column) => columnOf(column, now, can.write))),
  );
}

/** KanbanColumn with `shownCards` = FIRST_FRAME_CARDS. */
function columnOf(column: Column, now: Date, canDrag: boolean): HTMLElement {
  const { edges, pageInfo, totalCount } = column.cards;
  const shown = edges.slice(0, FIRST_FRAME_CARDS);
  const remaining = Math.max(0, totalCount - edges.length);
  const b = buttonStyles;
  return h(
    'section',
    { class: styles.column, 'data-stage-id': String(column.stageId) },
    h(
      'header',
      { class: styles.columnHeader },
      h('h2', { class: styles.columnTitle, title: column.label }, column.label),
      h('span', { class: styles.count, title: 'Operaciones abiertas' }, formatNumber(column.count)),
      h('span', { class: styles.sum, title: 'Suma del valor' }, formatMoney(column.valueSum)),
    ),
    h(
      'div',
      { class: styles.cards },
      ...shown.map((e) => cardOf(e.node, now, canDrag)),
      edges.length === 0 && h('p', { class: styles.emptyColumn }, 'Sin operaciones'),
      pageInfo.hasNextPage &&
        shown.length === edges.length &&
        h('button', { type: 'button', class: classes(b.button, b.ghost, b.sm, styles.more) }, `Cargar más (${formatNumber(remaining)})`),
    ),
  );
}

/** DealCardView (draggable or, for roles that cannot move deals, static): its texts are cardFace's, only its tags and classes are mirrored here. */
function cardOf(card: Card, now: Date, canDrag: boolean): HTMLElement {
  const face = cardFace(card, now);
  const followUp = cardFollowUp(card, now.getTime());
  return h(
    'div',
    { class: classes(styles.card, stuckCardClass(card, now), !canDrag && styles.cardStatic), 'data-early-card': '', 'data-deal-id': String(card.id), 'data-stuck': followUp.stuck ? 'true' : undefined },
    h(
      'div',
      { class: styles.cardTop },
      h('span', { class: styles.cardRef }, face.heading),
      face.badge && h('span', { class: `${styles.badge} ${face.badge.tone === 'red' ? styles.badgeRed : styles.badgeAmber}` }, face.badge.text),
      face.quoteExpired && h('span', { class: `${styles.badge} ${styles.badgeAmber}`, title: face.quoteExpired.title }, face.quoteExpired.text),
      followUp.label && h('span', { class: followUpIconClass(followUp.nextStep), role: 'img', 'aria-label': followUp.label, title: followUp.label }),
    ),
    face.title && h('div', { class: styles.cardTitle }, face.title),
    face.people &&
      h(
        'div',
        { class: styles.cardPeople },
        face.people.org && h('span', null, face.people.org),
        face.people.org && face.people.contact && h('span', { 'aria-hidden': 'true' }, ' · '),
        face.people.contact && h('span', null, face.people.contact),
      ),
    h(
      'div',
      { class: styles.cardBottom },
      h('span', { class: styles.cardValue }, face.value),
      face.docs &&
        h(
          'span',
          { class: styles.docsChip, title: face.docs.title },
          face.docs.requiredOverdue && h('span', { class: styles.redDot, role: 'img', 'aria-label': 'Documento obligatorio vencido' }),
          face.docs.text,
        ),
      h('span', { class: styles.cardAge, title: 'Antigüedad' }, face.age),
    ),
  );
}
