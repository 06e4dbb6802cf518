import { boardVariables } from '../../features/kanban/boardVariables';
import { card, column } from '../../features/kanban/testBoard';
import { drawEarlyBoard } from './earlyBoard';
import { EARLY_GLOBAL, earlyKey, type EarlyResponse } from './earlyStart';

/**
 * First card on screen: the entry draws the kanban's first frame from index.html's early answers only when
 * both the session and the board are in and clean (spec part 1 §2: nothing while the session loads, a
 * login and never a board without a valid session), and only over index.html's frame. That the drawn
 * board is React's first frame element by element is held in the browser (e2e/specs/first-card.e2e.ts).
 */
const SHELL = '<div class="app-shell"><div class="app-shell-top" data-shell="topbar"></div><span>Cargando…</span></div>';
const ADMIN = { data: { me: { __typename: 'User', id: 1, name: 'Ana Pérez', email: 'ana@example.com', role: 'admin' } } };
const VIEWER = { data: { me: { __typename: 'User', id: 2, name: 'Vera', email: 'vera@example.com', role: 'viewer' } } };
const twelve = Array.from({ length: 12 }, (_, i) => card(i + 1, 1));
const BOARD = {
  data: {
    board: {
      __typename: 'Board',
      pipelineId: 1,
      pipelineName: 'Operaciones',
      businessUnitId: null,
      columns: [column(1, 'Prospecto', twelve, { count: 40, hasNextPage: true }), column(2, 'Cotizado', [card(50, 2, { orgName: 'Textil Luque' })]), column(3, 'Ganado', [])],
    },
  },
};

function setEarly(me: unknown, board: unknown) {
  const early: EarlyResponse[] = [
    { key: earlyKey('Me', {}), result: Promise.resolve(me) },
    { key: earlyKey('DealBoard', { ...boardVariables(null) }), result: Promise.resolve(board) },
  ];
  (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = early;
  return early;
}

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SHELL}</div>`;
  root = document.getElementById('root')!;
  window.history.pushState({}, '', '/');
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
});

test('with the session and the board in, the first frame is drawn: every column, at most 8 cards each, the actions the role may use; the answers stay for the app', async () => {
  const early = setEarly(ADMIN, BOARD);
  await expect(drawEarlyBoard(root)).resolves.toBe(true);
  expect(root.querySelector('[data-shell="topbar"]')).toBeNull();
  expect(root.querySelector('[data-early-board]')).not.toBeNull();
  const columns = [...root.querySelectorAll('section[data-stage-id]')];
  expect(columns.map((c) => [c.getAttribute('data-stage-id'), c.querySelectorAll('[data-early-card]').length])).toEqual([
    ['1', 8],
    ['2', 1],
    ['3', 0],
  ]);
  expect(columns[0].querySelector('h2')?.textContent).toBe('Prospecto');
  expect(columns[2].textContent).toContain('Sin operaciones');
  expect(root.querySelector('[data-deal-id="50"]')?.textContent).toContain('Textil Luque');
  expect(root.textContent).toContain('Nueva operación');
  expect(root.textContent).toContain('Editar pipeline');
  expect(root.textContent).toContain('Ana Pérez');
  // No test ids: nothing takes the picture for the working board.
  expect(root.querySelector('[data-testid]')).toBeNull();
  expect(early).toHaveLength(2);
});

test('a viewer gets static cards and no actions to write', async () => {
  setEarly(VIEWER, BOARD);
  await expect(drawEarlyBoard(root)).resolves.toBe(true);
  expect(root.querySelector('[data-early-card]')?.className).toBe('card cardStatic');
  expect(root.textContent).not.toContain('Nueva operación');
  expect(root.textContent).not.toContain('Editar pipeline');
});

test.each([
  ['the session check refused the token', { errors: [{ message: 'No autenticado', extensions: { code: 'UNAUTHENTICATED' } }], data: null }, BOARD],
  ['the session check failed (network, non-2xx)', null, BOARD],
  ['the board answered with an error', ADMIN, { errors: [{ message: 'x' }], data: null }],
  ['the board did not answer', ADMIN, null],
  ['the board has no columns', ADMIN, { data: { board: { ...BOARD.data.board, columns: [] } } }],
])('nothing is drawn when %s', async (_why, me, board) => {
  setEarly(me, board);
  await expect(drawEarlyBoard(root)).resolves.toBe(false);
  expect(root.innerHTML).toBe(SHELL);
});

test("a workspace's kanban: the board of the unit the path names, once the workspaces have answered, with the workspace in the subtitle", async () => {
  const units = { data: { businessUnits: [{ __typename: 'BusinessUnit', id: 7, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: null }] } };
  window.history.pushState({}, '', '/workspace/industrial-rayflex');
  const early: EarlyResponse[] = [{ key: earlyKey('Me', {}), result: Promise.resolve(ADMIN) }];
  // As the early script does it: the unit's board is sent from a callback on the workspaces' answer.
  const workspaces = Promise.resolve(units);
  void workspaces.then(() => early.push({ key: earlyKey('DealBoard', { ...boardVariables(7) }), result: Promise.resolve(BOARD) }));
  early.push({ key: earlyKey('KanbanWorkspaces', {}), result: workspaces });
  (window as unknown as Record<string, unknown>)[EARLY_GLOBAL] = early;
  await expect(drawEarlyBoard(root)).resolves.toBe(true);
  expect(root.querySelector('.subtitle')?.textContent).toBe('Operaciones · Rayflex');
  expect(root.querySelector('.active')?.getAttribute('href')).toBe('/workspace/industrial-rayflex');
  expect(root.textContent).toContain('Ver como tabla');
  // Another workspace's path: no unit, nothing drawn.
  document.getElementById('root')!.innerHTML = SHELL;
  window.history.pushState({}, '', '/workspace/otra');
  await expect(drawEarlyBoard(root)).resolves.toBe(false);
  expect(root.innerHTML).toBe(SHELL);
});

test('nothing is drawn on another route, without early requests, or once the app has replaced the frame', async () => {
  window.history.pushState({}, '', '/contacts');
  setEarly(ADMIN, BOARD);
  await expect(drawEarlyBoard(root)).resolves.toBe(false);
  window.history.pushState({}, '', '/');
  delete (window as unknown as Record<string, unknown>)[EARLY_GLOBAL];
  await expect(drawEarlyBoard(root)).resolves.toBe(false);
  expect(root.innerHTML).toBe(SHELL);
  setEarly(ADMIN, BOARD);
  const drawing = drawEarlyBoard(root);
  root.innerHTML = '<form>login</form>';
  await expect(drawing).resolves.toBe(false);
  expect(root.innerHTML).toBe('<form>login</form>');
});
