import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptedApollo } from '../../test/scriptedApollo';
import { StatusReportDialog } from './StatusReportDialog';

const report = {
  __typename: 'StatusReport',
  orgId: 3,
  client: 'Importadora Ñandutí SA',
  date: '2026-11-29',
  fileName: 'STATUS OP-000005.pdf',
  pdfUrl: '/api/deals/5/status-report',
  operations: [
    {
      __typename: 'StatusReportOperation',
      dealId: 5,
      reference: 'OP-000005',
      title: 'Repuestos',
      modeLabel: 'Aéreo',
      carrier: 'LATAM Cargo',
      document: '045-1',
      origin: 'MIA',
      destination: 'ASU',
      etd: '01/12/2026',
      eta: '03/12/2026',
      status: 'Salida: 01/12/2026',
      rows: [
        { __typename: 'StatusReportRow', label: 'Aerolínea', value: 'LATAM Cargo' },
        { __typename: 'StatusReportRow', label: 'MAWB', value: '045-1' },
      ],
      containers: [],
      legs: [],
      milestones: [{ __typename: 'StatusReportMilestone', label: 'Salida', planned: '2026-12-01', actual: null, state: 'Demorado' }],
    },
  ],
};

describe('StatusReportDialog', () => {
  it('previews the report as the PDF prints it (late milestones marked) and hands it to the composer', async () => {
    const api = scriptedApollo((op) => (op.operationName === 'StatusReport' ? { data: { statusReport: report } } : { data: null }));
    const onSend = jest.fn();
    render(<StatusReportDialog dealId={5} onSend={onSend} onClose={() => {}} />, { wrapper: api.wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Reporte de estado del embarque' });
    const preview = await within(dialog).findByRole('article', { name: 'Vista previa del reporte' });
    expect(within(preview).getByText('Cliente: Importadora Ñandutí SA')).toBeInTheDocument();
    expect(within(preview).getByText('MAWB').nextSibling).toHaveTextContent('045-1');
    expect(within(preview).getByText('Demorado')).toBeInTheDocument();
    expect(within(preview).getByText('01/12/2026')).toBeInTheDocument();
    expect(api.sentOf('StatusReport')[0].variables).toEqual({ dealIds: [5] });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Enviar por correo' }));
    expect(onSend).toHaveBeenCalled();
  });

  it('a reader gets the preview and the download, not the e-mail', async () => {
    const api = scriptedApollo(() => ({ data: { statusReport: report } }));
    render(<StatusReportDialog dealId={5} onClose={() => {}} />, { wrapper: api.wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Reporte de estado del embarque' });
    await within(dialog).findByRole('article', { name: 'Vista previa del reporte' });
    expect(within(dialog).getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Enviar por correo' })).not.toBeInTheDocument();
  });
});
