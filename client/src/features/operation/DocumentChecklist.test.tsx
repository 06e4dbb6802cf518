import { fireEvent, render, screen, within } from '@testing-library/react';
import { addDays, paraguayToday } from '@crm/domain';
import type { DealChecklistFieldsFragment, DealFileFieldsFragment } from '../../gql/graphql';
import { DocumentChecklist } from './DocumentChecklist';

const today = paraguayToday(new Date());

const item = (docType: string, label: string, over: Partial<DealChecklistFieldsFragment['items'][number]> = {}) => ({
  __typename: 'ChecklistItem' as const,
  docType,
  label,
  required: false,
  dueDate: null,
  status: 'pendiente',
  overdue: false,
  files: 0,
  verifiedByName: null,
  verifiedAt: null,
  ...over,
});

const checklist: DealChecklistFieldsFragment = {
  __typename: 'DealChecklist',
  dealId: 5,
  mode: 'AEREO',
  operationType: 'IMPORT',
  isDefault: false,
  startDate: addDays(today, -5),
  done: 1,
  total: 3,
  requiredOverdue: true,
  items: [
    item('fact_venta', 'FACT VENTA', { required: true, dueDate: addDays(today, -3), overdue: true }),
    item('fact_compra', 'FACT COMPRA', { required: true, dueDate: addDays(today, 10), status: 'verificado', verifiedByName: 'Vera Venta', verifiedAt: '2026-11-20T12:00:00Z' }),
    item('det_cos', 'DET COS'),
  ],
};

const file = (id: number, type: string): DealFileFieldsFragment => ({
  __typename: 'DealFile',
  id,
  dealId: 5,
  dealReference: 'OP-000005',
  type,
  typeLabel: type.toUpperCase(),
  filename: `${type}.pdf`,
  url: `/uploads/${'a'.repeat(32)}?exp=1&sig=${'b'.repeat(64)}`,
  mimeType: 'application/pdf',
  sizeBytes: 100,
  createdAt: '2026-11-20T12:00:00Z',
  uploadedByName: null,
});

function renderList(files: DealFileFieldsFragment[], canVerify = true, onVerify = jest.fn()) {
  render(<DocumentChecklist checklist={checklist} files={files} canVerify={canVerify} pending={null} onVerify={onVerify} onOpenFile={() => {}} />);
  return onVerify;
}

test('a pending required document past its due day is red; a file of its type makes it received at once; verified shows who', () => {
  const { unmount } = render(<DocumentChecklist checklist={checklist} files={[]} canVerify pending={null} onVerify={() => {}} onOpenFile={() => {}} />);
  expect(screen.getByTestId('checklist-fact_venta')).toHaveAttribute('data-status', 'pendiente');
  expect(within(screen.getByTestId('checklist-fact_venta')).getByText(/^Vencido el /)).toBeInTheDocument();
  expect(screen.getByTestId('checklist-fact_compra')).toHaveAttribute('data-status', 'verificado');
  expect(within(screen.getByTestId('checklist-fact_compra')).getByText(/^por Vera Venta/)).toBeInTheDocument();
  expect(screen.getByTestId('checklist-summary')).toHaveTextContent('1 de 3 documentos recibidos');
  unmount();

  renderList([file(1, 'fact_venta')]);
  expect(screen.getByTestId('checklist-fact_venta')).toHaveAttribute('data-status', 'recibido');
  expect(within(screen.getByTestId('checklist-fact_venta')).queryByText(/^Vencido el /)).toBeNull();
  expect(screen.getByTestId('checklist-summary')).toHaveTextContent('2 de 3 documentos recibidos');
});

test('writers tick and untick', () => {
  const onVerify = renderList([]);
  fireEvent.click(screen.getByLabelText('Verificado: DET COS'));
  expect(onVerify).toHaveBeenCalledWith('det_cos', true);
  fireEvent.click(screen.getByLabelText('Verificado: FACT COMPRA'));
  expect(onVerify).toHaveBeenCalledWith('fact_compra', false);
});

test('readers see no checkbox', () => {
  renderList([], false);
  expect(screen.queryByLabelText('Verificado: DET COS')).toBeNull();
});
