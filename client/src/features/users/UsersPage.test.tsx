import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateUserDocument,
  SetUserPasswordDocument,
  UpdateUserDocument,
  UsersAdminDocument,
  type AdminUserFieldsFragment,
} from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';

const ANA: AdminUserFieldsFragment = { __typename: 'User', id: 1, name: 'Ana Admin', email: 'ana@example.com', role: 'admin', isActive: true };
const BETO: AdminUserFieldsFragment = { __typename: 'User', id: 2, name: 'Beto Ventas', email: 'beto@example.com', role: 'venta', isActive: true };

function usersMock(users: AdminUserFieldsFragment[]): MockLink.MockedResponse {
  return { request: { query: UsersAdminDocument }, result: { data: { users } } };
}

function renderUsers(extra: MockLink.MockedResponse[] = [], users: AdminUserFieldsFragment[] = [ANA, BETO]) {
  storeLogin(ADMIN);
  renderApp('/admin/users', { mocks: [meMock(ADMIN), usersMock(users), ...extra] });
}

describe('UsersPage', () => {
  it('lists users with their columns, role selector and active toggle', async () => {
    renderUsers();
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Nombre', 'Email', 'Rol', 'Activo', 'Acciones']);
    expect(within(table).getByText('beto@example.com')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rol de Beto Ventas' })).toHaveValue('venta');
    expect(screen.getByRole('checkbox', { name: 'Activo Beto Ventas' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña de Beto Ventas' })).toBeInTheDocument();
  });

  it('shows "Cargando…" while loading and "Sin usuarios" for an empty list', async () => {
    renderUsers([], []);
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Sin usuarios')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    storeLogin(ADMIN);
    renderApp('/admin/users', {
      mocks: [meMock(ADMIN), { request: { query: UsersAdminDocument }, error: new Error('network down') }],
    });
    expect(await screen.findByText('No se pudo cargar la lista de usuarios')).toBeInTheDocument();
  });

  it('changes the role through updateUser', async () => {
    const result = jest.fn(() => ({ data: { updateUser: { ...BETO, role: 'ops' } } }));
    renderUsers([{ request: { query: UpdateUserDocument, variables: { id: 2, input: { role: 'ops' } } }, result }]);
    const select = await screen.findByRole('combobox', { name: 'Rol de Beto Ventas' });
    await userEvent.setup().selectOptions(select, 'ops');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(select).toHaveValue('ops');
    expect(screen.queryByText('No se pudo cambiar el rol')).not.toBeInTheDocument();
  });

  it('offers the five roles, "Finanzas" among them, and makes Beto finanzas through updateUser', async () => {
    const result = jest.fn(() => ({ data: { updateUser: { ...BETO, role: 'finanzas' } } }));
    renderUsers([{ request: { query: UpdateUserDocument, variables: { id: 2, input: { role: 'finanzas' } } }, result }]);
    const select = await screen.findByRole('combobox', { name: 'Rol de Beto Ventas' });
    expect(within(select).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['admin', 'Administrador'],
      ['venta', 'Venta'],
      ['ops', 'Operaciones'],
      ['finanzas', 'Finanzas'],
      ['viewer', 'Solo lectura'],
    ]);
    await userEvent.setup().selectOptions(select, 'Finanzas');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(select).toHaveValue('finanzas');
  });

  it('puts the old role back and says so when the change fails', async () => {
    renderUsers([
      {
        request: { query: UpdateUserDocument, variables: { id: 2, input: { role: 'viewer' } } },
        result: { errors: [{ message: 'Prohibido', extensions: { code: 'FORBIDDEN' } }] },
        delay: 20,
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Rol de Beto Ventas' });
    await userEvent.setup().selectOptions(select, 'viewer');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar el rol');
    await waitFor(() => expect(select).toHaveValue('venta'));
  });

  it('toggles active through updateUser and reverts on failure', async () => {
    renderUsers([
      {
        request: { query: UpdateUserDocument, variables: { id: 2, input: { isActive: false } } },
        error: new Error('network down'),
      },
    ]);
    const box = await screen.findByRole('checkbox', { name: 'Activo Beto Ventas' });
    await userEvent.setup().click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cambiar el estado');
    await waitFor(() => expect(box).toBeChecked());
  });

  describe('new user modal', () => {
    async function openModal() {
      const user = userEvent.setup();
      const open = await screen.findByRole('button', { name: '➕ Nuevo usuario' });
      // The spec's ➕ is drawn from the icon set: no emoji font needed, and the button still reads '➕ Nuevo usuario'.
      expect(open).toHaveTextContent('➕ Nuevo usuario');
      expect(open.querySelector('svg[data-icon="plus"]')).toHaveAttribute('aria-hidden', 'true');
      await user.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
      return { user, dialog };
    }

    it('opens with focus on the first field and the documented defaults', async () => {
      renderUsers();
      const { dialog } = await openModal();
      expect(within(dialog).getByLabelText('Nombre')).toHaveFocus();
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(within(dialog).getByLabelText('Rol')).toHaveValue('viewer');
      expect(within(dialog).getByLabelText('Activo')).toBeChecked();
      expect(within(dialog).getByLabelText('Contraseña')).toHaveValue('');
    });

    it('requires name and email and sends nothing without them', async () => {
      const result = jest.fn(() => ({ data: { createUser: null } }));
      renderUsers([{ request: { query: CreateUserDocument, variables: () => true }, result }]);
      const { user, dialog } = await openModal();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Carla');
      await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Completá nombre y email.');
      expect(result).not.toHaveBeenCalled();
    });

    it('creates the user, closes and shows it in the list', async () => {
      const created = { __typename: 'User' as const, id: 3, name: 'Carla Ops', email: 'carla@example.com', role: 'ops' as const, isActive: true };
      renderUsers([
        {
          request: {
            query: CreateUserDocument,
            variables: { input: { name: 'Carla Ops', email: 'carla@example.com', role: 'ops', isActive: true, password: 'clave-segura' } },
          },
          result: { data: { createUser: created } },
        },
      ]);
      const { user, dialog } = await openModal();
      await user.type(within(dialog).getByLabelText('Nombre'), '  Carla Ops ');
      await user.type(within(dialog).getByLabelText('Email'), 'carla@example.com');
      await user.selectOptions(within(dialog).getByLabelText('Rol'), 'ops');
      await user.type(within(dialog).getByLabelText('Contraseña'), 'clave-segura');
      await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('combobox', { name: 'Rol de Carla Ops' })).toHaveValue('ops');
    });

    it('creates a finanzas user ("Finanzas" in the role picker)', async () => {
      const created = { __typename: 'User' as const, id: 4, name: 'Fina Finanzas', email: 'fina@example.com', role: 'finanzas' as const, isActive: true };
      renderUsers([
        {
          request: { query: CreateUserDocument, variables: { input: { name: 'Fina Finanzas', email: 'fina@example.com', role: 'finanzas', isActive: true } } },
          result: { data: { createUser: created } },
        },
      ]);
      const { user, dialog } = await openModal();
      expect(within(within(dialog).getByLabelText('Rol')).getByRole('option', { name: 'Finanzas' })).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Fina Finanzas');
      await user.type(within(dialog).getByLabelText('Email'), 'fina@example.com');
      await user.selectOptions(within(dialog).getByLabelText('Rol'), 'Finanzas');
      await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('combobox', { name: 'Rol de Fina Finanzas' })).toHaveValue('finanzas');
    });

    it("shows the server's message when creation fails", async () => {
      renderUsers([
        {
          request: { query: CreateUserDocument, variables: () => true },
          result: { errors: [{ message: 'Email ya existe', extensions: { code: 'CONFLICT' } }] },
        },
      ]);
      const { user, dialog } = await openModal();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Beto 2');
      await user.type(within(dialog).getByLabelText('Email'), 'beto@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email ya existe');
      expect(screen.getByRole('dialog', { name: 'Nuevo usuario' })).toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to the opener', async () => {
      renderUsers();
      const { user } = await openModal();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '➕ Nuevo usuario' })).toHaveFocus();
    });

    it('keeps Tab inside the dialog', async () => {
      renderUsers();
      const { user, dialog } = await openModal();
      for (let i = 0; i < 12; i++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });

  describe('password change', () => {
    it('sets the password and confirms', async () => {
      const result = jest.fn(() => ({ data: { setUserPassword: { __typename: 'PasswordChangeResult', ok: true, token: null } } }));
      renderUsers([{ request: { query: SetUserPasswordDocument, variables: { id: 2, newPassword: 'otra-clave-1' } }, result }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña de Beto Ventas' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambiar contraseña de Beto Ventas' });
      await user.type(within(dialog).getByLabelText('Nueva contraseña'), 'otra-clave-1');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Password actualizado')).toBeInTheDocument();
      expect(result).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('tok-123');
    });

    it('stores the fresh token after changing one’s own password', async () => {
      renderUsers([
        {
          request: { query: SetUserPasswordDocument, variables: { id: 1, newPassword: 'mi-clave-nueva' } },
          result: { data: { setUserPassword: { __typename: 'PasswordChangeResult', ok: true, token: 'token-nuevo' } } },
        },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña de Ana Admin' }));
      await user.type(screen.getByLabelText('Nueva contraseña'), 'mi-clave-nueva');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Password actualizado')).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('token-nuevo');
    });

    it('shows the server validation message, else the generic failure', async () => {
      renderUsers([
        {
          request: { query: SetUserPasswordDocument, variables: { id: 2, newPassword: 'corta' } },
          result: { errors: [{ message: 'La contraseña debe tener al menos 8 caracteres', extensions: { code: 'BAD_USER_INPUT' } }] },
        },
        {
          request: { query: SetUserPasswordDocument, variables: { id: 2, newPassword: 'cortaX' } },
          error: new Error('network down'),
        },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña de Beto Ventas' }));
      const input = screen.getByLabelText('Nueva contraseña');
      await user.type(input, 'corta');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
      await user.type(input, 'X');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('No se pudo actualizar el password')).toBeInTheDocument();
    });
  });
});
