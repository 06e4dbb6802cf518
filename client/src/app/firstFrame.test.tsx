import { screen, render, waitFor, within } from '@testing-library/react';
import { App } from './App';
import { preloadRoute } from './routes';
import { EARLY_GLOBAL, earlyKey } from './boot/earlyStart';
import { scriptedApollo } from '../test/scriptedApollo';
import { ADMIN } from '../test/renderApp';
import { boardMock, card, column } from '../features/kanban/testBoard';

/**
 * A cold load of the kanban as start.tsx does it: index.html's early script has the board's answer
 * (window.__crmEarly), the app preloads the route from it and renders with the session already checked.
 */
describe("the board's first frame (a cold load of /)", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  });

  /** The app of a cold load of `/`, its early answers in, and its route preloaded (start.tsx's `restore`). */
  async function coldLoad() {
    const board = boardMock([column(1, 'Prospecto', [card(1, 1), card(2, 1)]), column(2, 'Cotizado', [card(3, 2)])]).result as { data: unknown };
    const apollo = scriptedApollo((op) => {
      if (op.operationName === 'DealMilestones') return { data: { dealMilestones: [] } };
      if (op.operationName === 'Notifications') return { data: { notifications: { __typename: 'NotificationList', unread: 2, items: [] } } };
      return { errors: [{ message: `sin respuesta para ${op.operationName}` }] };
    });
    (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = [{ key: earlyKey('DealBoard', { first: 20 }), result: Promise.resolve(board) }];
    await preloadRoute(apollo.client, '/');
    const app = <App client={apollo.client} restored={{ user: { id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, role: ADMIN.role } }} />;
    return { apollo, app };
  }

  it('is drawn without setting up any Apollo query; the queries it does not show start after it, the board is not asked twice', async () => {
    const { apollo, app } = await coldLoad();

    // What Apollo had when React's first card was put in the page.
    let atFirstCard: { queries: string[]; sent: string[] } | null = null;
    const observer = new MutationObserver(() => {
      if (atFirstCard || !document.querySelector('[data-testid="deal-card"]')) return;
      atFirstCard = {
        queries: [...apollo.client.getObservableQueries('all')].map((q) => q.queryName ?? '?'),
        sent: apollo.sent.map((op) => op.operationName),
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(app);
    expect(within(await screen.findByRole('region', { name: 'Prospecto' })).getAllByTestId('deal-card')).toHaveLength(2);
    observer.disconnect();
    expect(atFirstCard).toEqual({ queries: [], sent: [] });

    // After the first frame: the bell's count and the milestones are asked for; the board is read from the cache.
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeInTheDocument();
    await waitFor(() => expect(apollo.sentOf('DealMilestones')).toHaveLength(1));
    expect(apollo.sentOf('DealMilestones')[0].variables).toEqual({ dealIds: [1, 2, 3] });
    expect(apollo.sentOf('DealBoard')).toHaveLength(0);
    expect(screen.getAllByTestId('deal-card')).toHaveLength(3);
  });

  it("keeps a click on the first frame's bell: its panel opens once the bell is live", async () => {
    const { app } = await coldLoad();
    let clicked = false;
    const observer = new MutationObserver(() => {
      if (clicked || !document.querySelector('[data-testid="deal-card"]')) return;
      clicked = true;
      screen.getByRole('button', { name: 'Notificaciones' }).click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(app);
    expect(await screen.findByRole('dialog', { name: 'Notificaciones' })).toBeInTheDocument();
    observer.disconnect();
    expect(clicked).toBe(true);
  });
});
