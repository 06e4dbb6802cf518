import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../App';
import { preloadRoute } from '../routes';
import { EARLY_GLOBAL, earlyKey } from '../boot/earlyStart';
import { scriptedApollo } from '../../test/scriptedApollo';
import { ADMIN } from '../../test/renderApp';
import { boardMock, card, column } from '../../features/kanban/testBoard';
import { operations, prepare, render } from './firstFrame';

/**
 * The kanban's first frame drawn on the server (this module, what server/src/core/first-frame.ts runs) and then
 * hydrated by the app as start.tsx does it: React must find its own markup, take over the same DOM nodes and
 * recover (draw it again) when it does not.
 */
describe("the server-drawn first frame of the kanban, hydrated", () => {
  const me = { data: { me: { __typename: 'User', id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, role: ADMIN.role } } };
  const board = boardMock([
    column(1, 'Prospecto', [card(1, 1, { orgName: 'Acme SA', contactName: 'Juan' }), card(2, 1)]),
    column(2, 'Cotizado', [card(3, 2, { title: 'Bobinas de acero' })]),
  ]).result as { data: unknown };
  let root: Root | null = null;
  let container: HTMLElement;

  beforeAll(() => prepare());
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  });

  /** The app's start with the same answers the server drew from (start.tsx: restore, then hydrateRoot). */
  async function hydrate(html: string) {
    container.innerHTML = html;
    const serverCard = container.querySelector('[data-deal-id="3"]');
    const apollo = scriptedApollo((op) => {
      if (op.operationName === 'DealMilestones') return { data: { dealMilestones: [] } };
      if (op.operationName === 'Notifications') return { data: { notifications: { __typename: 'NotificationList', unread: 0, items: [] } } };
      return { errors: [{ message: `sin respuesta para ${op.operationName}` }] };
    });
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = [{ key: earlyKey('DealBoard', { first: 20 }), result: Promise.resolve(board) }];
    await preloadRoute(apollo.client, '/');
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App client={apollo.client} restored={{ user: { id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, role: ADMIN.role } }} />
        </StrictMode>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    return { recovered, apollo, serverCard };
  }

  const frame = () => render({ me, board, viewport: { width: window.innerWidth, height: window.innerHeight }, path: '/' });

  it('asks for the same operations as the early script and draws the board with its cards', () => {
    expect(Object.keys(operations('/') ?? {})).toEqual(['Me', 'DealBoard']);
    expect(operations('/')?.DealBoard.variables).toEqual({ first: 20 });
    expect(operations('/workspace/atm-cargo')).toBeNull();
    const html = frame();
    expect(html).toContain('Bobinas de acero');
    expect(html).toContain('Acme SA');
    expect(html).toContain('data-testid="deal-card"');
  });

  it('draws nothing without a user, without a board, or off the kanban', () => {
    const viewport = { width: 1366, height: 850 };
    expect(render({ me: { errors: [{ message: 'No autenticado' }], data: null }, board, viewport, path: '/' })).toBeNull();
    expect(render({ me, board: { errors: [{ message: 'No autenticado' }], data: null }, viewport, path: '/' })).toBeNull();
    expect(render({ me, board, viewport, path: '/contacts' })).toBeNull();
  });

  it('is taken over by React as it is: the same card nodes, no mismatch', async () => {
    const html = frame();
    if (!html) throw new Error('sin primer cuadro');
    const { recovered, serverCard } = await hydrate(html);
    expect(recovered).toEqual([]);
    expect(serverCard?.isConnected).toBe(true);
    expect(container.querySelector('[data-deal-id="3"]')).toBe(serverCard);
    // After the first paint the rest of the board and its queries follow as on a load drawn by the browser.
    expect(container.querySelectorAll('[data-testid="deal-card"]')).toHaveLength(3);
  });

  it('recovers from a frame that does not match: React draws it again and says so', async () => {
    const html = frame();
    if (!html) throw new Error('sin primer cuadro');
    const { recovered, serverCard } = await hydrate(html.replace('Bobinas de acero', 'Otra cosa'));
    expect(serverCard?.isConnected).toBe(false);
    expect(recovered.length).toBeGreaterThan(0);
    expect(container.textContent).toContain('Bobinas de acero');
    expect(container.textContent).not.toContain('Otra cosa');
  });
});
