/**
 * validateRow (a CSV import's rows) runs the input classes' own decorators without class-validator's
 * per-call walk: the same bad value must earn the same Spanish message and field, and a good one the same
 * input, as validateInput gives it over REST — on a table of bad rows for each class an import writes.
 */
import 'reflect-metadata';
import { CreateCatalogItemInput, UpdateCatalogItemInput } from '../../modules/catalog';
import { CreateContactInput, UpdateContactInput } from '../../modules/contacts';
import { CreateOrganizationInput, UpdateOrganizationInput } from '../../modules/organizations';
import { AppError } from '../errors/app-error';
import { validateInput, validateRow, validatesRowsItself } from './validate';

type Verdict = { ok: Record<string, unknown> } | { message: string; field: string | null };

async function verdict(run: () => Promise<object>): Promise<Verdict> {
  try {
    return { ok: { ...(await run()) } };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { message: e.message, field: e.field ?? null };
  }
}

const long = (n: number) => 'x'.repeat(n);

const CONTACT_ROWS: Array<Record<string, unknown>> = [
  { name: 'Ana Benítez', email: 'ana@acme.com.py', phone: '0981 123456', title: 'Compras' },
  { name: 'Sin arroba', email: 'sin-arroba' },
  { email: 'ana@acme' },
  { name: 'Con espacio', email: ' ana@acme.com' },
  { name: long(161) },
  { name: 'Largo', email: `${long(185)}@a.com` },
  { name: 'Tel', phone: long(61) },
  { name: 'Cargo', title: long(121) },
  { name: 'Notas', notes: long(5001) },
  { name: 'Notas en líneas', notes: 'uno\ndos' },
  { name: 'Nombre en\nlíneas' },
  { name: 'Control \u0007' },
  { name: 'Emoji cortado \ud83d' },
  { name: 'Org', orgId: 0 },
  { name: 'Org', orgId: 2_147_483_648 },
  { name: 'Org', orgId: 1.5 },
  { name: 'Org', orgId: 'uno' },
  { name: 'Dueño', ownerUserId: -3 },
  { name: 'Visibilidad', visibility: 'secreta' },
  { name: 123 },
  { name: 'Dos errores', email: 'mal', phone: long(70) },
  {},
];

const ORGANIZATION_ROWS: Array<Record<string, unknown>> = [
  { razonSocial: 'Acme S.A.', ruc: '80012345-6', email: 'info@acme.com.py', website: 'acme.com.py' },
  { razonSocial: long(201) },
  { razonSocial: 'RUC largo', ruc: long(31) },
  { razonSocial: 'Mail', email: 'info@' },
  { razonSocial: 'Ciudad', city: long(121) },
  { razonSocial: 'Web', website: long(301) },
  { razonSocial: 'Agente', isAgent: 'si' },
  { razonSocial: 'Asesor', advisorUserId: 0 },
  { razonSocial: 'Tipo', tipoOrg: long(121), rubro: long(121) },
  { razonSocial: 'Visibilidad', visibility: 'todos' },
  { razonSocial: 'Control\u0001' },
  { name: ['lista'] },
];

const CATALOG_ROWS: Array<Record<string, unknown>> = [
  { type: 'SERVICIO', sku: 'FLETE-01', name: 'Flete marítimo', unit: 'contenedor', currency: 'USD', price: 1250.5, taxRate: '10', modes: ['MARITIMO', 'AEREO'], active: true },
  { type: 'PRODUCTO', sku: 'SEGURO-01', name: 'Seguro', currency: 'PYG', price: 150000, taxRate: 'exenta' },
  { type: 'servicio', sku: 'X1', name: 'Tipo mal' },
  { type: 'SERVICIO', sku: 'con espacio y ñ', name: 'Código mal' },
  { type: 'SERVICIO', sku: long(80), name: 'Código largo' },
  { type: 'SERVICIO', sku: 'N1', name: '   ' },
  { type: 'SERVICIO', sku: 'N2' },
  { type: 'SERVICIO', sku: 'P1', name: 'Precio', price: -1 },
  { type: 'SERVICIO', sku: 'P2', name: 'Precio', price: 1.234 },
  { type: 'SERVICIO', sku: 'P3', name: 'Precio', price: 1e15 },
  { type: 'SERVICIO', sku: 'P4', name: 'Precio', price: '12,5' },
  { type: 'SERVICIO', sku: 'C1', name: 'Moneda', currency: 'EUR' },
  { type: 'SERVICIO', sku: 'T1', name: 'IVA', taxRate: '7' },
  { type: 'SERVICIO', sku: 'M1', name: 'Modos', modes: ['MARITIMO', 'TELEPORT'] },
  { type: 'SERVICIO', sku: 'M2', name: 'Modos', modes: 'MARITIMO' },
  { type: 'SERVICIO', sku: 'A1', name: 'Activo', active: 'sí' },
  { sku: 'U1', name: 'Unidad', unit: long(200) },
];

const CASES: Array<[string, new () => object, Array<Record<string, unknown>>]> = [
  ['CreateContactInput', CreateContactInput, CONTACT_ROWS],
  ['UpdateContactInput', UpdateContactInput, CONTACT_ROWS],
  ['CreateOrganizationInput', CreateOrganizationInput, ORGANIZATION_ROWS],
  ['UpdateOrganizationInput', UpdateOrganizationInput, ORGANIZATION_ROWS],
  ['CreateCatalogItemInput', CreateCatalogItemInput, CATALOG_ROWS],
  ['UpdateCatalogItemInput', UpdateCatalogItemInput, CATALOG_ROWS],
];

describe('validateRow: the same verdicts as validateInput', () => {
  it.each(CASES)('%s runs its own rules (not handed back to class-validator)', (_name, cls) => {
    expect(validatesRowsItself(cls)).toBe(true);
  });

  it.each(CASES)('%s: each row of the table gets the same message and field, or the same input', async (_name, cls, rows) => {
    let refused = 0;
    for (const row of rows) {
      const expected = await verdict(() => validateInput(cls, { ...row }));
      const got = await verdict(() => validateRow(cls, { ...row }));
      expect({ row, got }).toEqual({ row, got: expected });
      if ('message' in expected) refused++;
    }
    // The table is mostly bad rows: the comparison covers refusals, not only passes.
    expect(refused).toBeGreaterThan(rows.length / 2);
  });

  it('answers the input classes’ Spanish messages for bad import cells', async () => {
    await expect(validateRow(CreateContactInput, { name: 'Ana', email: 'sin-arroba' })).rejects.toMatchObject({ message: 'El email no es válido.', field: 'email' });
    await expect(validateRow(CreateContactInput, { name: long(161) })).rejects.toMatchObject({ message: 'El nombre admite hasta 160 caracteres.', field: 'name' });
    await expect(validateRow(CreateOrganizationInput, { razonSocial: 'Acme', ruc: long(31) })).rejects.toMatchObject({ message: 'El RUC admite hasta 30 caracteres.', field: 'ruc' });
  });
});
