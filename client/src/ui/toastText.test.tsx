import { render, screen } from '@testing-library/react';
import { notifySuccess, notifyUndoable, ToastArea, toastText } from './toast';

describe('toast texts end with one full stop', () => {
  test.each([
    ['Se quitó la organización Acme S.A..', 'Se quitó la organización Acme S.A.'],
    ['Operación OP-000001 movida a Cotiz..', 'Operación OP-000001 movida a Cotiz.'],
    ['Archivo informe.pdf eliminado.', 'Archivo informe.pdf eliminado.'],
    ['Generando PDF...', 'Generando PDF...'],
    ['Guardado', 'Guardado'],
  ])('%p → %p', (input, output) => expect(toastText(input)).toBe(output));

  test('the toasts show the mended text', async () => {
    render(<ToastArea />);
    notifySuccess('Valor Acme S.A. guardado.');
    notifyUndoable('Se quitó la organización Importadora S.R.L..', () => {});
    expect(await screen.findByText('Se quitó la organización Importadora S.R.L.')).toBeInTheDocument();
    expect(screen.queryByText(/\.\.$/)).not.toBeInTheDocument();
  });
});
