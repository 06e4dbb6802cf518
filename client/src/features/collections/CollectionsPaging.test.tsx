import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../session/SessionProvider';
import { FINANZAS, storeLogin } from '../../test/renderApp';
import { scriptedApollo, type SentOperation } from '../../test/scriptedApollo';
import { AccountStatementTab, STATEMENT_PAGES } from './AccountStatementTab';
import { PORTFOLIO_PAGE, PortfolioPage } from './PortfolioPage';

jest.setTimeout(60_000);

// nivo is ESM-only for jest; the chart itself is proven in Chromium (e2e/specs/collections.e2e.ts).
jest.mock('./PortfolioChart', () => ({ PortfolioChart: () => <div data-testid="portfolio-chart" /> }));

/**
 * The server's answer to one page: rows from `offset` of the whole list, `limit` of them, with its count beside.
 * Each answer here holds at most ROWS of them, so jsdom renders quickly (the pager reads the counts and the
 * offset, not how many rows came).
 */
const ROWS = 20;
const pageOf = <T,>(all: number, offset: number, limit: number, row: (i: number) => T): T[] => Array.from({ length: Math.max(0, Math.min(limit, ROWS, all - offset)) }, (_, k) => row(offset + k));

const doc = (i: number) => ({
  __typename: 'StatementDocumentView',
  invoiceId: i + 1,
  number: `001-004-${String(i + 1).padStart(7, '0')}`,
  date: '2026-10-01',
  dueDate: '2026-10-31',
  operationReference: null,
  currency: 'PYG',
  total: 110_000,
  paid: 0,
  credited: 0,
  open: 110_000,
  status: 'vencida',
  statusText: 'Vencida (29 días)',
  daysOverdue: 29,
});
const move = (i: number) => ({ __typename: 'LedgerEntryView', kind: 'factura', documentId: i + 1, date: '2026-10-01', number: `M-${i + 1}`, currency: 'PYG', debit: 110_000, credit: 0, balance: 110_000 * (i + 1) });

function statement(docs: number, moves: number) {
  return (op: SentOperation) => {
    const offset = Number(op.variables.offset ?? 0);
    const ledger = { ledgerCount: moves, ledger: pageOf(moves, offset, STATEMENT_PAGES.ledger, move) };
    if (op.operationName === 'AccountStatementLedger') return { data: { accountStatement: { __typename: 'StatementView', orgId: 3, asOf: '2026-11-29', ...ledger } } };
    return {
      data: {
        accountStatement: {
          __typename: 'StatementView',
          orgId: 3,
          asOf: '2026-11-29',
          documentsCount: docs,
          ...ledger,
          balances: [{ __typename: 'CurrencyBalanceView', currency: 'PYG', balance: 110_000 * docs }],
          aging: [],
          documents: pageOf(docs, offset, STATEMENT_PAGES.documents, doc),
        },
        paymentPromises: [],
        collectionLogs: [],
      },
    };
  };
}

function renderWith(ui: React.ReactElement, answer: (op: SentOperation) => unknown) {
  storeLogin(FINANZAS);
  const api = scriptedApollo((op) => (op.operationName === 'Me' ? { data: { me: { __typename: 'User', ...FINANZAS } } } : (answer(op) as { data: unknown })));
  render(
    <MemoryRouter>
      <SessionProvider>{ui}</SessionProvider>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

afterEach(() => localStorage.clear());

test('Cuenta corriente: the documents of a long account page with the shared pager, "N–M de T", asking the next page by offset', async () => {
  const user = userEvent.setup();
  const api = renderWith(<AccountStatementTab orgId={3} />, statement(STATEMENT_PAGES.documents + 2, 4));
  const docs = await screen.findByLabelText('Documentos');
  const pager = await within(docs).findByLabelText('Paginación');
  expect(pager).toHaveTextContent('1–20 de 102 documentos');
  expect(within(pager).getByRole('button', { name: '← Anterior' })).toBeDisabled();
  expect(within(docs).getByText('001-004-0000020')).toBeInTheDocument();

  await user.click(within(pager).getByRole('button', { name: 'Siguiente →' }));
  await within(docs).findByText('001-004-0000102');
  expect(within(docs).queryByText('001-004-0000001')).not.toBeInTheDocument();
  expect(within(docs).getByLabelText('Paginación')).toHaveTextContent('101–102 de 102 documentos');
  expect(within(within(docs).getByLabelText('Paginación')).getByRole('button', { name: 'Siguiente →' })).toBeDisabled();
  expect(api.sentOf('AccountStatement').map((o) => o.variables.offset)).toEqual([0, STATEMENT_PAGES.documents]);
  // The server reads only the page asked (limit), and filters the whole account.
  expect(api.sentOf('AccountStatement').map((o) => [o.variables.limit, o.variables.filter])).toEqual([
    [STATEMENT_PAGES.documents, 'todos'],
    [STATEMENT_PAGES.documents, 'todos'],
  ]);
  // The ledger stays on its first page: asked apart, once.
  const moves = screen.getByLabelText('Movimientos');
  await within(moves).findByText('M-4');
  expect(api.sentOf('AccountStatementLedger').map((o) => o.variables.offset)).toEqual([0]);
  expect(within(moves).queryByLabelText('Paginación')).not.toBeInTheDocument();

  await user.click(within(within(docs).getByLabelText('Paginación')).getByRole('button', { name: '← Anterior' }));
  await within(docs).findByText('001-004-0000001');
  expect(within(docs).getByLabelText('Paginación')).toHaveTextContent('1–20 de 102 documentos');
});

test('Cuenta corriente: the movements page on their own; a short account shows no pager', async () => {
  const user = userEvent.setup();
  const api = renderWith(<AccountStatementTab orgId={3} />, statement(2, STATEMENT_PAGES.ledger + 1));
  const moves = await screen.findByLabelText('Movimientos');
  const pager = await within(moves).findByLabelText('Paginación');
  expect(pager).toHaveTextContent('1–20 de 101 movimientos');
  expect(within(screen.getByLabelText('Documentos')).queryByLabelText('Paginación')).not.toBeInTheDocument();

  await user.click(within(pager).getByRole('button', { name: 'Siguiente →' }));
  await within(moves).findByText('M-101');
  expect(within(moves).getByLabelText('Paginación')).toHaveTextContent('101–101 de 101 movimientos');
  expect(api.sentOf('AccountStatementLedger').map((o) => o.variables.offset)).toEqual([STATEMENT_PAGES.ledger]);
  // The documents' page did not move.
  expect(api.sentOf('AccountStatement').map((o) => o.variables.offset)).toEqual([0]);
  expect(within(screen.getByLabelText('Documentos')).getByText('001-004-0000002')).toBeInTheDocument();
});

const client = (i: number) => ({ __typename: 'PortfolioRowView', refId: i + 1, name: `Cliente ${i + 1}`, currency: 'USD', current: 0, d1To30: 100, d31To60: 0, d61To90: 0, over90: 0, total: 100 });

test('Cartera: the client rows page with the shared pager and the next page is asked by offset', async () => {
  const user = userEvent.setup();
  const all = PORTFOLIO_PAGE + 5;
  const api = renderWith(<PortfolioPage />, (op) => ({
    data: {
      collectionsPortfolio: {
        __typename: 'PortfolioView',
        asOf: '2026-11-29',
        clientsCount: all,
        totals: [{ __typename: 'AgingView', currency: 'USD', current: 0, d1To30: 100 * all, d31To60: 0, d61To90: 0, over90: 0, total: 100 * all }],
        clients: pageOf(all, Number(op.variables.offset ?? 0), PORTFOLIO_PAGE, client),
        advisors: [],
      },
    },
  }));
  const table = await screen.findByLabelText('Cartera por cliente');
  const pager = screen.getByLabelText('Paginación');
  expect(pager).toHaveTextContent('1–20 de 1.005 filas de clientes');
  expect(within(table).getByText('Cliente 20')).toBeInTheDocument();

  await user.click(within(pager).getByRole('button', { name: 'Siguiente →' }));
  await screen.findByText('Cliente 1005');
  expect(screen.getByLabelText('Paginación')).toHaveTextContent('1.001–1.005 de 1.005 filas de clientes');
  expect(screen.queryByText('Cliente 1')).not.toBeInTheDocument();
  expect(api.sentOf('CollectionsPortfolio').map((o) => o.variables.offset)).toEqual([0, PORTFOLIO_PAGE]);
});
