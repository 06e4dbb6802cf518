import { MANAGED_PARAM_KEYS, type ManagedParamKey } from '@crm/domain';

export interface ParamSectionDef {
  key: ManagedParamKey;
  title: string;
  hint?: string;
}

export interface ParamGroupDef {
  id: string;
  title: string;
  /** Kanban settings can be overridden per workspace (`key__{slug}`, spec part 2 §9). */
  perWorkspace: boolean;
  sections: ParamSectionDef[];
}

/** Every managed key of spec part 2 §9, grouped as the screens that read them. */
export const PARAM_GROUPS: ParamGroupDef[] = [
  {
    id: 'organizaciones',
    title: 'Organizaciones',
    perWorkspace: false,
    sections: [
      { key: 'org_tipo', title: 'Tipo de organización' },
      { key: 'org_rubro', title: 'Rubro' },
      { key: 'org_operacion', title: 'Operación' },
    ],
  },
  {
    id: 'operaciones',
    title: 'Operaciones',
    perWorkspace: false,
    sections: [
      { key: 'tipo_operacion', title: 'Tipo de operación' },
      { key: 'modalidad_carga', title: 'Modalidad de carga' },
      { key: 'tipo_carga', title: 'Tipo de carga' },
      { key: 'incoterm', title: 'Incoterms' },
      { key: 'motivo_cierre', title: 'Motivos de cierre', hint: "Se eligen al cerrar una operación como ganada o perdida y al rechazar un presupuesto; 'Otro' pide un detalle." },
      {
        key: 'etapa_presupuesto_aceptado',
        title: 'Etapa al aceptar un presupuesto',
        hint: 'El nombre de la etapa a la que pasa la operación cuando el cliente acepta su presupuesto (solo hacia adelante). Vacío: no se mueve.',
      },
      { key: 'documento_tipo', title: 'Tipos de documento adicionales', hint: 'Se suman a los ocho de la especificación en las plantillas de documentos y en las subidas.' },
      { key: 'puerto', title: 'Puertos', hint: "Código UN/LOCODE y nombre, p. ej. 'PYASU Asunción': se ofrecen al cargar trasbordos." },
      { key: 'aeropuerto', title: 'Aeropuertos', hint: "Código IATA y nombre, p. ej. 'ASU Asunción'." },
      { key: 'transportista', title: 'Transportistas', hint: 'Navieras, aerolíneas y empresas de camiones que se ofrecen al cargar los detalles del envío.' },
    ],
  },
  {
    id: 'kanban',
    title: 'Kanban',
    perWorkspace: true,
    sections: [
      { key: 'kanban_pipeline_id', title: 'Pipeline del kanban', hint: 'Id del pipeline que muestra el kanban.' },
      {
        key: 'kanban_stage_labels',
        title: 'Etiquetas de etapas',
        hint: 'Un par id|etiqueta por valor (por ejemplo 12|Cotizando) o un objeto JSON {"12":"Cotizando"}.',
      },
      { key: 'kanban_hide_stages', title: 'Etapas ocultas', hint: 'Ids o nombres de etapas separados por comas.' },
      { key: 'kanban_pipeline', title: 'Pipeline del kanban (clave anterior)' },
      { key: 'kanban_stage_alias', title: 'Alias de etapas (clave anterior)' },
      { key: 'kanban_hide_stage', title: 'Etapa oculta (clave anterior)' },
    ],
  },
  {
    id: 'flete',
    title: 'Peso cobrable',
    perWorkspace: false,
    sections: [
      {
        key: 'volumetric_factor_mode',
        title: 'Factor volumétrico',
        hint: "Vacío: un divisor por modo. 'legacy': el factor único de 167 kg/m³ para todos los modos.",
      },
      { key: 'volumetric_divisor_air', title: 'Divisor aéreo (cm³/kg)', hint: 'Por defecto 6000 (IATA).' },
      { key: 'volumetric_divisor_courier', title: 'Divisor courier (cm³/kg)', hint: 'Por defecto 5000.' },
      { key: 'volumetric_divisor_road', title: 'Divisor terrestre (cm³/kg)', hint: 'Por defecto 3000.' },
      { key: 'volumetric_divisor_sea', title: 'Divisor marítimo (cm³/kg)', hint: "Por defecto 1000 ('peso o medida')." },
      { key: 'volumetric_divisor_river', title: 'Divisor fluvial (cm³/kg)', hint: 'Por defecto 1000.' },
    ],
  },
  {
    id: 'iva',
    title: 'IVA por defecto',
    perWorkspace: false,
    sections: [
      { key: 'iva_defecto_flete', title: 'Flete internacional y recargos', hint: "exenta, 5 o 10. Por defecto 'exenta'." },
      { key: 'iva_defecto_gastos_locales', title: 'Cargos locales al cliente', hint: 'exenta, 5 o 10. Por defecto 10.' },
      { key: 'iva_defecto_seguro', title: 'Seguro de carga', hint: 'exenta, 5 o 10. Por defecto 10.' },
    ],
  },
  {
    id: 'cobranzas',
    title: 'Cobranzas',
    perWorkspace: false,
    sections: [{ key: 'cuenta_bancaria', title: 'Cuentas bancarias de la empresa', hint: "Donde entra el dinero de un recibo, p. ej. 'Banco Itaú Gs. 1234567'." }],
  },
  {
    id: 'presupuestos',
    title: 'Presupuestos',
    perWorkspace: false,
    sections: [
      { key: 'quote_validez', title: 'Validez de la oferta' },
      { key: 'quote_condicion_venta', title: 'Condición de venta' },
      { key: 'quote_plazo_credito', title: 'Plazo de crédito' },
      { key: 'quote_forma_pago', title: 'Forma de pago' },
      { key: 'quote_incluye', title: 'Incluye' },
      { key: 'quote_no_incluye', title: 'No incluye' },
    ],
  },
];

// Every managed key has a section, exactly once.
const listed = PARAM_GROUPS.flatMap((g) => g.sections.map((s) => s.key));
if (listed.length !== MANAGED_PARAM_KEYS.length || MANAGED_PARAM_KEYS.some((k) => !listed.includes(k))) {
  throw new Error('PARAM_GROUPS no cubre las claves administradas');
}
