/** Realistic Paraguayan freight-forwarding vocabulary for `npm run seed:demo`. */

export const COMPANY_WORDS = [
  'Importadora', 'Comercial', 'Agroganadera', 'Distribuidora', 'Industrias', 'Transportes', 'Frigorífico', 'Cerámica',
  'Ferretería', 'Textil', 'Metalúrgica', 'Farmacéutica', 'Autopartes', 'Plásticos', 'Maderera', 'Cooperativa',
];
export const COMPANY_NAMES = [
  'Guaraní', 'del Este', 'Chaco', 'Itapúa', 'Paraná', 'Ñandutí', 'Mbaracayú', 'Alto Paraná', 'Caaguazú', 'Yguazú',
  'San Lorenzo', 'Luque', 'Villarrica', 'Concepción', 'Encarnación', 'Amambay', 'Pilar', 'Misiones', 'Central', 'Asunción',
];
export const COMPANY_SUFFIX = ['S.A.', 'S.R.L.', 'S.A.E.C.A.', 'E.A.S.', 'Ltda.'];

export const FIRST_NAMES = [
  'María', 'José', 'Juan', 'Ana', 'Carlos', 'Lucía', 'Pedro', 'Rosa', 'Miguel', 'Liz', 'Diego', 'Fátima', 'Óscar', 'Gabriela',
  'Rodrigo', 'Mirna', 'Hugo', 'Patricia', 'Nelson', 'Zunilda', 'Víctor', 'Celeste', 'Fernando', 'Graciela',
];
export const LAST_NAMES = [
  'González', 'Benítez', 'Martínez', 'López', 'Giménez', 'Vera', 'Duarte', 'Ayala', 'Báez', 'Cáceres', 'Acosta', 'Ortiz',
  'Villalba', 'Ramírez', 'Rojas', 'Fernández', 'Núñez', 'Sanabria', 'Ríos', 'Cabrera', 'Insfrán', 'Aquino',
];
export const TITLES = ['Gerente de compras', 'Jefe de logística', 'Despachante', 'Encargada de comercio exterior', 'Director', 'Administración', 'Operaciones'];
export const CITIES = ['Asunción', 'Ciudad del Este', 'Encarnación', 'Luque', 'San Lorenzo', 'Fernando de la Mora', 'Capiatá', 'Lambaré', 'Villarrica', 'Concepción'];
export const STREETS = ['Av. Mariscal López', 'Av. España', 'Av. Eusebio Ayala', 'Av. Artigas', 'Ruta PY02', 'Av. San Martín', 'Calle Palma', 'Av. Aviadores del Chaco'];
export const RUBROS = ['Seguro', 'Importador', 'Exportador', 'Industria', 'Comercio', 'Agroindustria', 'Construcción', 'Logística'];
export const ORG_TYPES = ['Cliente', 'Agente', 'Proveedor', 'Transportista'];
export const CONTACT_LABELS = ['Cliente', 'Proveedor', 'Agente', 'Prospecto', 'VIP'];
export const ORIGINS = ['Miami', 'Shanghái', 'Ningbo', 'Santos', 'Buenos Aires', 'Hamburgo', 'Houston', 'Madrid', 'São Paulo', 'Iquique', 'Montevideo', 'Shenzhen'];
export const DESTINATIONS = ['Asunción', 'Ciudad del Este', 'Villeta', 'Encarnación', 'Pedro Juan Caballero'];
export const GOODS = [
  'Repuestos automotrices', 'Fertilizantes', 'Maquinaria agrícola', 'Electrónicos', 'Textiles', 'Medicamentos', 'Neumáticos',
  'Cerámicos', 'Herramientas', 'Insumos médicos', 'Semillas', 'Paneles solares', 'Muebles', 'Bebidas', 'Envases plásticos',
];
export const MODES = ['AEREO', 'MARITIMO', 'FLUVIAL', 'TERRESTRE', 'MULTIMODAL'];
export const ACTIVITY_SUBJECTS = ['Llamar para seguimiento', 'Enviar cotización', 'Confirmar booking', 'Pedir documentos', 'Reunión con el cliente', 'Revisar factura'];

/** Small deterministic PRNG (mulberry32) so demo data is the same for the same seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The detail of a lost operation whose reason is 'Otro'. */
export const LOST_OTHER_DETAILS = [
  'El cliente consolidó con otro embarque.',
  'La mercadería no pasó la inspección previa.',
  'El proveedor del exterior no despachó a tiempo.',
  'El cliente decidió traer por su cuenta.',
];
