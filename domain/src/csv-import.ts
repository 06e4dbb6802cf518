/**
 * CSV import: what each kind of record takes from a column, and the mapping suggested
 * from the header names. Shared by the server (which applies the mapping) and the 'Importar' screen.
 */
import { CATALOG_CSV_COLUMNS } from './catalog';

export const IMPORT_KINDS = ['organization', 'contact', 'deal', 'catalog'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  organization: 'Organizaciones',
  contact: 'Contactos',
  deal: 'Operaciones',
  catalog: 'Catálogo',
};

/** Kinds only admins import (the catalogue is theirs to manage). */
export const ADMIN_IMPORT_KINDS: readonly ImportKind[] = ['catalog'];

/** Largest file accepted (the job keeps it in the database until it is done). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const IMPORT_MAX_COLUMNS = 200;
/** Rows of the file shown on the mapping step. */
export const IMPORT_SAMPLE_ROWS = 5;
/** Rows per transaction when importing. */
export const IMPORT_BATCH_ROWS = 500;

export const IMPORT_MESSAGES = {
  tooLarge: 'El archivo supera el máximo de 10 MB. Dividilo en partes más chicas.',
  tooManyRows: `El archivo tiene más de ${IMPORT_MAX_ROWS.toLocaleString('es-PY')} filas. Dividilo en partes más chicas.`,
  tooManyColumns: `El archivo tiene más de ${IMPORT_MAX_COLUMNS} columnas.`,
  empty: 'El archivo está vacío o no tiene filas debajo de los encabezados.',
  fileRequired: 'Elegí un archivo CSV.',
  unreadable: 'No se pudo leer el archivo como CSV.',
  kindInvalid: 'Tipo de importación inválido: organization, contact, deal o catalog.',
  notFound: 'Importación no encontrada.',
  fieldUnknown: 'Campo de destino desconocido en el mapeo.',
  columnUnknown: 'El mapeo nombra una columna que el archivo no tiene.',
  fieldTwice: 'Cada campo se puede asignar a una sola columna.',
  busy: 'La importación ya está en curso o terminada.',
  expired: 'La importación venció (24 h): subí el archivo de nuevo.',
} as const;

export type ImportAction = 'create' | 'update' | 'error';

export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  create: 'crear',
  update: 'actualizar',
  error: 'error',
};

export interface ImportField {
  key: string;
  label: string;
  /** Header names that suggest this field (compared folded: no accents, case or punctuation). */
  synonyms: readonly string[];
}

const f = (key: string, label: string, ...synonyms: string[]): ImportField => ({ key, label, synonyms: [label, key, ...synonyms] });

function catalogHeader(key: (typeof CATALOG_CSV_COLUMNS)[number]['key']): string {
  return CATALOG_CSV_COLUMNS.find((c) => c.key === key)!.header;
}

const ORG_NAME = ['empresa', 'organizacion', 'organization', 'company', 'company name', 'cliente', 'compania'];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  organization: [
    f('razonSocial', 'Razón social', 'razon social', 'legal name', 'denominacion', 'denominacion social', ...ORG_NAME),
    f('name', 'Nombre comercial', 'nombre', 'name', 'nombre de fantasia', 'fantasia', 'trade name'),
    f('ruc', 'RUC', 'r.u.c.', 'tax id', 'nro ruc', 'numero de ruc', 'nit', 'vat', 'cuit'),
    f('email', 'Email', 'e mail', 'correo', 'correo electronico', 'mail'),
    f('phone', 'Teléfono', 'telefono', 'tel', 'phone', 'celular', 'movil', 'mobile'),
    f('address', 'Dirección', 'direccion', 'domicilio', 'address', 'street'),
    f('city', 'Ciudad', 'city', 'localidad'),
    f('country', 'País', 'pais', 'country'),
    f('rubro', 'Rubro', 'sector'),
    f('industry', 'Industria', 'industry'),
    f('tipoOrg', 'Tipo de organización', 'tipo', 'tipo org', 'type'),
    f('website', 'Sitio web', 'web', 'website', 'url', 'pagina web'),
    f('label', 'Etiqueta', 'label', 'tag'),
    f('notes', 'Notas', 'notas', 'notes', 'observaciones', 'comentarios'),
  ],
  contact: [
    f('name', 'Nombre', 'nombre', 'name', 'nombre completo', 'full name', 'contacto', 'contact', 'persona'),
    f('email', 'Email', 'e mail', 'correo', 'correo electronico', 'mail', 'email address'),
    f('phone', 'Teléfono', 'telefono', 'tel', 'phone', 'celular', 'movil', 'mobile', 'whatsapp'),
    f('title', 'Cargo', 'cargo', 'puesto', 'title', 'job title', 'position'),
    f('organization', 'Organización (RUC o razón social)', 'organizacion', 'empresa', 'organization', 'company', 'ruc', 'razon social', 'cliente'),
    f('label', 'Etiqueta', 'label', 'tag'),
    f('notes', 'Notas', 'notas', 'notes', 'observaciones', 'comentarios'),
  ],
  deal: [
    f('reference', 'Referencia', 'referencia', 'ref', 'reference', 'nro operacion', 'numero de operacion', 'codigo'),
    f('title', 'Título', 'titulo', 'title', 'asunto', 'operacion', 'deal', 'deal name', 'nombre'),
    f('value', 'Valor', 'valor', 'value', 'monto', 'importe', 'amount'),
    f('pipeline', 'Pipeline', 'embudo'),
    f('stage', 'Etapa', 'etapa', 'stage', 'estado', 'fase'),
    f('businessUnit', 'Unidad de negocio', 'unidad', 'unidad de negocio', 'business unit'),
    f('organization', 'Organización (RUC o razón social)', 'organizacion', 'empresa', 'organization', 'company', 'cliente', 'ruc', 'razon social'),
    f('contactName', 'Contacto: nombre', 'contacto', 'nombre del contacto', 'contact', 'contact name', 'persona'),
    f('contactEmail', 'Contacto: email', 'email', 'correo', 'email del contacto', 'contact email', 'mail'),
    f('contactPhone', 'Contacto: teléfono', 'telefono', 'tel', 'phone', 'celular', 'telefono del contacto'),
    f('description', 'Descripción', 'descripcion', 'description', 'detalle', 'notas'),
  ],
  // The catalogue's own export headers come first (CATALOG_CSV_COLUMNS), so an exported file maps itself.
  catalog: [
    f('sku', catalogHeader('sku'), 'codigo', 'sku', 'code', 'cod', 'item code'),
    f('type', catalogHeader('type'), 'tipo', 'type', 'clase'),
    f('name', catalogHeader('name'), 'nombre', 'name', 'concepto', 'descripcion', 'description', 'item'),
    f('unit', catalogHeader('unit'), 'unidad', 'unit', 'um', 'unidad de medida'),
    f('currency', catalogHeader('currency'), 'moneda', 'currency', 'divisa'),
    f('price', catalogHeader('price'), 'precio', 'price', 'importe', 'monto', 'tarifa'),
    f('taxRate', catalogHeader('taxRate'), 'iva', 'tasa iva', 'tax', 'tax rate', 'impuesto'),
    f('modes', catalogHeader('modes'), 'modalidad', 'modalidades', 'modos', 'modes', 'modo de transporte'),
    f('active', catalogHeader('active'), 'activo', 'active', 'habilitado', 'estado'),
  ],
};

/** Groups of fields of which at least one must be mapped (each group is 'this or that'). */
export const IMPORT_REQUIRED: Record<ImportKind, readonly (readonly string[])[]> = {
  organization: [['razonSocial', 'name']],
  contact: [['name', 'email']],
  deal: [['title', 'reference']],
  catalog: [['sku']],
};

/** Header or synonym as compared: 'Razón  Social:' → 'razon social'. */
export function foldHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function importField(kind: ImportKind, key: string): ImportField | undefined {
  return IMPORT_FIELDS[kind].find((x) => x.key === key);
}

/**
 * For each column, the field its header suggests (or null): first exact folded matches (label, key or a
 * synonym), then headers that start with a synonym as a whole word ('Nombre y apellido', 'Teléfono
 * móvil'), in the order the fields are listed; each field goes to one column at most.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const folded = headers.map(foldHeader);
  const out: (string | null)[] = headers.map(() => null);
  const taken = new Set<string>();
  const tests: Array<(header: string, name: string) => boolean> = [(h, n) => h === n, (h, n) => h.startsWith(`${n} `)];
  for (const test of tests) {
    for (const field of IMPORT_FIELDS[kind]) {
      if (taken.has(field.key)) continue;
      const names = [...new Set(field.synonyms.map(foldHeader))];
      const col = folded.findIndex((h, i) => out[i] === null && h !== '' && names.some((n) => n !== '' && test(h, n)));
      if (col >= 0) {
        out[col] = field.key;
        taken.add(field.key);
      }
    }
  }
  return out;
}

/** The Spanish reason a mapping cannot be used, or null. */
export function mappingProblem(kind: ImportKind, mapping: readonly (string | null)[]): string | null {
  const seen = new Set<string>();
  for (const key of mapping) {
    if (key === null) continue;
    if (!importField(kind, key)) return IMPORT_MESSAGES.fieldUnknown;
    if (seen.has(key)) return IMPORT_MESSAGES.fieldTwice;
    seen.add(key);
  }
  for (const group of IMPORT_REQUIRED[kind]) {
    if (!group.some((k) => seen.has(k))) {
      const labels = group.map((k) => importField(kind, k)?.label ?? k);
      return `Asigná una columna a ${labels.join(' o ')}.`;
    }
  }
  return null;
}

/** Whether a field is one of a required group (the mapping step flags them). */
export function isRequiredImportField(kind: ImportKind, key: string): boolean {
  return IMPORT_REQUIRED[kind].some((g) => g.includes(key));
}
