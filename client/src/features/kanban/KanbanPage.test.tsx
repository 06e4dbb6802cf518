import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardColumnCardsDocument, KanbanWorkspacesDocument, MoveDealDocument } from '../../gql/graphql';
import { ADMIN, FINANZAS, VIEWER, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { FIRST_FRAME_CARDS, MOVE_FAILED, firstFrameShape } from './KanbanPage';
import { boardMock, card, column, daysAgo } from './testBoard';

const UNITS = {
  request: { query: KanbanWorkspacesDocument },
  result: {
    data: {
      businessUnits: [
        { __typename: 'BusinessUnit' as const, id: 1, name: 'ATM Cargo', keySlug: 'atm-cargo', parentId: null },
        { __typename: 'BusinessUnit' as const, id: 2, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: null },
      ],
    },
  },
};

function columnOf(label: string): HTMLElement {
  return screen.getByRole('region', { name: label });
}

/**
 * jsdom has no layout: columns are laid out side by side (300 px apart) so dnd-kit's keyboard
 * sensor and collision detection have rectangles to work with.
 */
function fakeLayout() {
  const original = Element.prototype.getBoundingClientRect;
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const columns = Array.from(document.querySelectorAll('[data-testid="kanban-column"]'));
    const col = this.closest('[data-testid="kanban-column"]');
    const i = col ? columns.indexOf(col) : 0;
    if (this === col) return rect(i * 300, 0, 280, 600);
    return rect(i * 300 + 10, 50, 260, 80);
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

async function keyboardDrag(cardEl: HTMLElement, arrows: number) {
  cardEl.focus();
  fireEvent.keyDown(cardEl, { key: ' ', code: 'Space' });
  // dnd-kit listens on the document from the next tick on.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  for (let k = 0; k < arrows; k++) {
    fireEvent.keyDown(cardEl, { key: 'ArrowRight', code: 'ArrowRight' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  fireEvent.keyDown(cardEl, { key: ' ', code: 'Space' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('KanbanPage', () => {
  it('shows the columns with label, count and value sum, and the cards', async () => {
    storeLogin(ADMIN);
    renderApp('/', {
      mocks: [
        meMock(ADMIN),
        boardMock([
          column(1, 'Prospecto', [card(1, 1, { value: 1500.5, orgName: 'Textiles SA', contactName: 'Ana Pérez' }), card(2, 1, { value: 2000 })], { count: 12, valueSum: 123456.5 }),
          column(2, 'Cotizado', []),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline' })).toBeInTheDocument();
    const prospecto = await screen.findByRole('region', { name: 'Prospecto' });
    expect(within(prospecto).getByTestId('column-count')).toHaveTextContent('12');
    expect(within(prospecto).getByTestId('column-sum')).toHaveTextContent('123.456,50');
    const first = within(prospecto).getAllByTestId('deal-card')[0];
    expect(first).toHaveTextContent('OP-000001');
    expect(first).toHaveTextContent('Textiles SA');
    expect(first).toHaveTextContent('Ana Pérez');
    expect(first).toHaveTextContent('1.500,50');
    expect(first).toHaveTextContent('3 d');
    expect(within(columnOf('Cotizado')).getByText('Sin operaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar pipeline' })).toHaveAttribute('href', '/pipelines/1/edit?back=%2F');
    expect(screen.getByRole('button', { name: 'Nueva operación' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver como tabla' })).not.toBeInTheDocument();
  });

  it("draws the cards a column shows without scrolling first, then the rest of the column's page and 'Cargar más'", async () => {
    // What the DOM has when the first card is in it (first card on screen: the first frame is the board's top).
    let firstFrame: { cards: number; more: boolean } | null = null;
    const observer = new MutationObserver(() => {
      if (firstFrame || !document.querySelector('[data-testid="deal-card"]')) return;
      firstFrame = { cards: document.querySelectorAll('[data-testid="deal-card"]').length, more: /Cargar más/.test(document.body.textContent ?? '') };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    storeLogin(ADMIN);
    const cards = Array.from({ length: 20 }, (_, i) => card(i + 1, 1));
    renderApp('/', { mocks: [meMock(ADMIN), boardMock([column(1, 'Prospecto', cards, { count: 45, hasNextPage: true, endCursor: 'cur-20' })])] });
    expect(await screen.findByRole('button', { name: 'Cargar más (25)' })).toBeInTheDocument();
    observer.disconnect();
    expect(firstFrame).toEqual({ cards: firstFrameShape({ width: window.innerWidth, height: window.innerHeight }).cards, more: false });
    expect(within(columnOf('Prospecto')).getAllByTestId('deal-card')).toHaveLength(20);
  });

  it('draws the first frame in the columns that fit the window only, the columns beyond it right after', async () => {
    const shape = firstFrameShape({ width: window.innerWidth, height: window.innerHeight });
    const labels = ['Prospecto', 'Cotizado', 'Negociación', 'Ganado', 'Embarque', 'Despacho', 'Entregado', 'Cobrado'];
    expect(shape.columns).toBeLessThan(labels.length);
    let firstFrame: number[] | null = null;
    let busyAtFirstFrame: string | null = null;
    const observer = new MutationObserver(() => {
      if (firstFrame || !document.querySelector('[data-testid="deal-card"]')) return;
      firstFrame = [...document.querySelectorAll('[data-testid="kanban-column"]')].map((c) => c.querySelectorAll('[data-testid="deal-card"]').length);
      busyAtFirstFrame = document.querySelector('[data-testid="kanban-board"]')?.getAttribute('aria-busy') ?? null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    storeLogin(ADMIN);
    const columns = labels.map((label, i) => column(i + 1, label, [card(i * 10 + 1, i + 1), card(i * 10 + 2, i + 1)]));
    renderApp('/', { mocks: [meMock(ADMIN), boardMock(columns)] });
    await waitFor(() => expect(within(columnOf('Cobrado')).getAllByTestId('deal-card')).toHaveLength(2));
    observer.disconnect();
    expect(firstFrame).toEqual(labels.map((_, i) => (i < shape.columns ? 2 : 0)));
    // The partial frame says so (assistive technology, and the browser tests that read whole columns wait for it).
    expect(busyAtFirstFrame).toBe('true');
    expect(screen.getByTestId('kanban-board')).not.toHaveAttribute('aria-busy');
  });

  it("the first frame's shape: the columns of the window's width, the cards of a column's height", () => {
    // 1366×850 (the office's laptops): the side menu and the margins take 268 px, a column at least 229 px with its gap.
    expect(firstFrameShape({ width: 1366, height: 850 })).toEqual({ columns: 5, cards: 7 });
    expect(firstFrameShape({ width: 1920, height: 1080 })).toEqual({ columns: 8, cards: FIRST_FRAME_CARDS });
    // A phone: no side menu, one column and a sliver of the next.
    expect(firstFrameShape({ width: 390, height: 844 })).toEqual({ columns: 2, cards: 7 });
  });

  it('shows the quote-deadline badge only past 10 days: amber up to 15, red after', async () => {
    storeLogin(ADMIN);
    renderApp('/', {
      mocks: [
        meMock(ADMIN),
        boardMock([
          column(1, 'Cotizado', [9, 10, 11, 15, 16].map((n) => card(n, 1, { fCotiz: daysAgo(n) }))),
        ]),
      ],
    });
    await screen.findByRole('region', { name: 'Cotizado' });
    const badgeOf = (id: number) => {
      const el = screen.getAllByTestId('deal-card').find((c) => c.dataset.dealId === String(id))!;
      return within(el).queryByTestId('deadline-badge');
    };
    expect(badgeOf(9)).toBeNull();
    expect(badgeOf(10)).toBeNull();
    expect(badgeOf(11)).toHaveTextContent('Vence en 4 d');
    expect(badgeOf(15)).toHaveTextContent('Vence en 0 d');
    expect(badgeOf(16)).toHaveTextContent('Atrasado 1 d');
    expect(badgeOf(11)!.className).toMatch(/badgeAmber/);
    expect(badgeOf(15)!.className).toMatch(/badgeAmber/);
    expect(badgeOf(16)!.className).toMatch(/badgeRed/);
  });

  it('hides "Editar pipeline" from non-admins', async () => {
    storeLogin(VIEWER);
    renderApp('/', { mocks: [meMock(VIEWER), boardMock([column(1, 'Prospecto', [])])] });
    await screen.findByRole('region', { name: 'Prospecto' });
    expect(screen.queryByRole('link', { name: 'Editar pipeline' })).not.toBeInTheDocument();
  });

  it.each([
    ['a viewer', VIEWER],
    ['finanzas', FINANZAS],
  ])('%s gets no "Nueva operación" and cards that open but cannot be picked up (role-aware screens)', async (_who, reader) => {
    storeLogin(reader);
    const restore = fakeLayout();
    let moved = false;
    renderApp('/', {
      mocks: [
        meMock(reader),
        boardMock([column(1, 'Prospecto', [card(7, 1)]), column(2, 'Cotizar', [])]),
        {
          request: { query: MoveDealDocument, variables: { id: 7, stageId: 2 } },
          result: () => {
            moved = true;
            return { data: { moveDeal: { __typename: 'Deal', id: 7, stageId: 2, position: 0 } } };
          },
        },
      ],
    });
    const cardEl = (await within(await screen.findByRole('region', { name: 'Prospecto' })).findAllByTestId('deal-card'))[0];
    expect(screen.queryByRole('button', { name: 'Nueva operación' })).not.toBeInTheDocument();
    expect(cardEl).not.toHaveAttribute('aria-roledescription');
    await keyboardDrag(cardEl, 1);
    expect(within(columnOf('Prospecto')).getAllByTestId('deal-card')).toHaveLength(1);
    expect(moved).toBe(false);
    restore();
  });

  it('limits a workspace kanban to its business unit and links to the table', async () => {
    storeLogin(ADMIN);
    renderApp('/workspace/industrial-rayflex', {
      mocks: [meMock(ADMIN), UNITS, boardMock([column(1, 'Prospecto', [card(7, 1)])], { businessUnitId: 2, first: 20 })],
    });
    expect(await screen.findByText('OP-000007')).toBeInTheDocument();
    expect(screen.getByText(/Operaciones · Rayflex/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver como tabla' })).toHaveAttribute('href', '/workspace/industrial-rayflex/table');
    expect(screen.getByRole('link', { name: 'Editar pipeline' })).toHaveAttribute(
      'href',
      '/pipelines/1/edit?back=%2Fworkspace%2Findustrial-rayflex',
    );
  });

  it('says so when no business unit has the slug', async () => {
    storeLogin(ADMIN);
    renderApp('/workspace/nada', { mocks: [meMock(ADMIN), UNITS] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Workspace no encontrado.');
  });

  it('falls back silently to an empty board when the board cannot be loaded', async () => {
    storeLogin(ADMIN);
    renderApp('/', {
      mocks: [meMock(ADMIN), { request: { query: boardMock([]).request.query, variables: { first: 20 } }, error: new Error('network down') }],
    });
    expect(await screen.findByText('No hay etapas para mostrar.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva operación' })).toBeInTheDocument();
  });

  it('opens the operation on double-click', async () => {
    storeLogin(ADMIN);
    renderApp('/', { mocks: [meMock(ADMIN), boardMock([column(1, 'Prospecto', [card(5, 1)])])] });
    const el = await screen.findByText('OP-000005');
    await userEvent.setup().dblClick(el);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/operations/5'));
  });

  it('loads more cards of a column with the column cursor', async () => {
    storeLogin(ADMIN);
    const more = {
      request: { query: BoardColumnCardsDocument, variables: { pipelineId: 1, stageId: 1, first: 20, after: 'cur-1' } },
      result: {
        data: {
          boardColumn: column(1, 'Prospecto', [card(3, 1)], { count: 3 }).cards,
        },
      },
    };
    renderApp('/', {
      mocks: [meMock(ADMIN), boardMock([column(1, 'Prospecto', [card(1, 1), card(2, 1)], { count: 3, hasNextPage: true, endCursor: 'cur-1' })]), more],
    });
    const button = await screen.findByRole('button', { name: 'Cargar más (1)' });
    await userEvent.setup().click(button);
    expect(await screen.findByText('OP-000003')).toBeInTheDocument();
    expect(within(columnOf('Prospecto')).getAllByTestId('deal-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();
  });

  describe('drag and drop', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = fakeLayout();
    });
    afterEach(() => restore());

    const columns = () => [
      column(1, 'Prospecto', [card(1, 1, { value: 1000 }), card(2, 1, { value: 500 })]),
      column(2, 'Cotizado', [card(3, 2, { value: 200, position: 4096 })]),
    ];

    it('moves the card at once, with counts and sums, and saves the new stage', async () => {
      storeLogin(ADMIN);
      const result = jest.fn(() => ({ data: { moveDeal: { __typename: 'Deal', id: 1, stageId: 2, position: 3072 } } }));
      renderApp('/', {
        mocks: [
          meMock(ADMIN),
          boardMock(columns()),
          { request: { query: MoveDealDocument, variables: { id: 1, stageId: 2 } }, result, delay: 50 },
        ],
      });
      const cardEl = await screen.findByRole('button', { name: /OP-000001/ });
      await keyboardDrag(cardEl, 1);
      const cotizado = columnOf('Cotizado');
      await waitFor(() => expect(within(cotizado).getAllByTestId('deal-card')).toHaveLength(2));
      // At the top of the new column, before the server answered.
      expect(within(cotizado).getAllByTestId('deal-card')[0]).toHaveTextContent('OP-000001');
      expect(within(cotizado).getByTestId('column-count')).toHaveTextContent('2');
      expect(within(cotizado).getByTestId('column-sum')).toHaveTextContent('1.200,00');
      expect(within(columnOf('Prospecto')).getByTestId('column-count')).toHaveTextContent('1');
      expect(within(columnOf('Prospecto')).getByTestId('column-sum')).toHaveTextContent('500,00');
      await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
      await act(() => new Promise((r) => setTimeout(r, 80)));
      expect(within(columnOf('Cotizado')).getAllByTestId('deal-card')[0]).toHaveTextContent('OP-000001');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('puts the card back and says so when the save fails', async () => {
      storeLogin(ADMIN);
      renderApp('/', {
        mocks: [
          meMock(ADMIN),
          boardMock(columns()),
          {
            request: { query: MoveDealDocument, variables: { id: 1, stageId: 2 } },
            result: { errors: [{ message: 'Etapa no encontrada.', extensions: { code: 'NOT_FOUND' } }] },
            // long enough for the optimistic move to be seen before the error rolls it back, even on a busy machine
            delay: 600,
          },
        ],
      });
      const cardEl = await screen.findByRole('button', { name: /OP-000001/ });
      await keyboardDrag(cardEl, 1);
      await waitFor(() => expect(within(columnOf('Cotizado')).getAllByTestId('deal-card')).toHaveLength(2));
      expect(await screen.findByRole('alert')).toHaveTextContent(MOVE_FAILED);
      expect(within(columnOf('Cotizado')).getAllByTestId('deal-card')).toHaveLength(1);
      expect(within(columnOf('Cotizado')).getByTestId('column-count')).toHaveTextContent('1');
      expect(within(columnOf('Prospecto')).getAllByTestId('deal-card')[0]).toHaveTextContent('OP-000001');
      expect(within(columnOf('Prospecto')).getByTestId('column-sum')).toHaveTextContent('1.500,00');
    });

    it('does nothing when the card is dropped in its own column', async () => {
      storeLogin(ADMIN);
      const result = jest.fn(() => ({ data: { moveDeal: { __typename: 'Deal', id: 1, stageId: 1, position: 0 } } }));
      renderApp('/', {
        mocks: [meMock(ADMIN), boardMock(columns()), { request: { query: MoveDealDocument, variables: () => true }, result }],
      });
      const cardEl = await screen.findByRole('button', { name: /OP-000001/ });
      await keyboardDrag(cardEl, 0);
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(result).not.toHaveBeenCalled();
      expect(within(columnOf('Prospecto')).getAllByTestId('deal-card')).toHaveLength(2);
    });
  });
});
