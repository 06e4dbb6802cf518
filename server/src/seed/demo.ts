/**
 * `npm run seed:demo -- --deals N --orgs N --contacts N [--seed S]`: realistic demo data (organizations
 * with RUC, contacts with labels and all three visibilities, deals over every stage and business unit,
 * custom fields, activities) in the database of DATABASE_URL (default the SQLite file). Bulk inserts in
 * chunks inside transactions: 100,000 deals take about a minute on SQLite. The global search index of
 * the new records is filled too (`--deals 100000 --orgs 100000 --contacts 100000` for the search bench).
 */
import 'reflect-metadata';
import { canWrite, type OperationFieldKey, operationField } from '@crm/domain';
import bcrypt from 'bcrypt';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../core/config';
import { openDatabase } from '../app';
import { ActivityEntity } from '../modules/activities/activity.entity';
import { BusinessUnitEntity } from '../modules/business-units/business-unit.entity';
import { ContactEntity } from '../modules/contacts/contact.entity';
import { DealCustomFieldEntity } from '../modules/custom-fields/custom-field.entity';
import { DealEntity } from '../modules/deals/deal.entity';
import { OrganizationEntity } from '../modules/organizations/organization.entity';
import { PipelineEntity } from '../modules/pipelines/pipeline.entity';
import { StageEntity } from '../modules/pipelines/stage.entity';
import { backfillSearchTerms } from '../modules/search/search-index';
import { UserEntity } from '../modules/users/user.entity';
import * as D from './demo-data';
import { seedDatabase } from './seed';

export interface DemoOptions {
  deals: number;
  orgs: number;
  contacts: number;
  seed: number;
  log?: (line: string) => void;
}

const CHUNK = 500;

async function insertChunks<T extends object>(ds: DataSource, entity: new () => T, rows: Partial<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await ds.transaction(async (em) => {
      const res = await em.createQueryBuilder().insert().into(entity).values(rows.slice(i, i + CHUNK) as never).updateEntity(false).execute();
      // One multi-row INSERT: ids are consecutive from the first one on SQLite and MySQL (innodb_autoinc_lock_mode 1/2 for simple inserts).
      const first = Number((res.raw as { insertId?: number }).insertId ?? NaN);
      if (Number.isFinite(first) && ds.options.type !== 'better-sqlite3') {
        for (let k = 0; k < Math.min(CHUNK, rows.length - i); k++) ids.push(first + k);
      }
    });
  }
  if (ds.options.type === 'better-sqlite3' || ids.length !== rows.length) {
    // SQLite reports the last id: read back the newest ids instead.
    const table = ds.getMetadata(entity).tableName;
    const back: Array<{ id: number }> = await ds.query(`SELECT id FROM ${table} ORDER BY id DESC LIMIT ${rows.length}`);
    return back.map((r) => Number(r.id)).reverse();
  }
  return ids;
}

export async function seedDemo(ds: DataSource, opts: DemoOptions): Promise<{ users: number; orgs: number; contacts: number; deals: number }> {
  const log = opts.log ?? console.log;
  const rand = D.rng(opts.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

  // Demo users (password Demo-12345), created once.
  const demoUsers = [
    { name: 'Valeria Benítez', email: 'valeria@demo.com.py', role: 'venta' as const },
    { name: 'Rodrigo Ayala', email: 'rodrigo@demo.com.py', role: 'venta' as const },
    { name: 'Mirna Cáceres', email: 'mirna@demo.com.py', role: 'ops' as const },
    { name: 'Hugo Vera', email: 'hugo@demo.com.py', role: 'viewer' as const },
  ];
  const hash = await bcrypt.hash('Demo-12345', 10);
  for (const u of demoUsers) {
    if (!(await ds.getRepository(UserEntity).existsBy({ email: u.email }))) {
      await ds.getRepository(UserEntity).insert({ ...u, passwordHash: hash, isActive: true });
    }
  }
  const users = await ds.getRepository(UserEntity).find({ where: { isActive: true } });
  // Records belong to roles that write (canWrite): never a viewer, finanzas or an unknown role.
  const writers = users.filter((u) => canWrite(u.role));

  const started = Date.now();
  const orgRows: Partial<OrganizationEntity>[] = Array.from({ length: opts.orgs }, (_, i) => {
    const base = `${pick(D.COMPANY_WORDS)} ${pick(D.COMPANY_NAMES)}`;
    const name = `${base} ${pick(D.COMPANY_SUFFIX)}${i >= 400 ? ` ${i}` : ''}`;
    const owner = pick(writers);
    const v = rand();
    return {
      name,
      razonSocial: name,
      ruc: `800${String(int(10000, 99999))}-${int(0, 9)}`,
      address: `${pick(D.STREETS)} ${int(100, 4999)}`,
      email: `contacto${i}@${base.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.com.py`,
      city: pick(D.CITIES),
      country: 'Paraguay',
      phone: `+595 21 ${int(200, 999)} ${int(100, 999)}`,
      rubro: pick(D.RUBROS),
      tipoOrg: pick(D.ORG_TYPES),
      operacion: pick(['Importación', 'Exportación', 'Importación y exportación']),
      ownerUserId: owner.id,
      advisorUserId: rand() < 0.7 ? pick(writers).id : null,
      visibility: v < 0.8 ? 'company' : v < 0.92 ? 'shared' : 'private',
      isAgent: rand() < 0.1,
      budgetStatus: pick(['borrador', 'borrador', 'bloqueado', 'confirmado']),
      budgetProfitValue: Math.round(rand() * 500000) / 100,
      createdByUserId: owner.id,
    };
  });
  const orgIds = await insertChunks(ds, OrganizationEntity, orgRows);
  log(`  ${orgIds.length} organizaciones`);

  const contactRows: Partial<ContactEntity>[] = Array.from({ length: opts.contacts }, (_, i) => {
    const first = pick(D.FIRST_NAMES);
    const last = pick(D.LAST_NAMES);
    const owner = pick(writers);
    const v = rand();
    return {
      name: `${first} ${last}`,
      email: rand() < 0.85 ? `${first}.${last}.${i}@correo.com.py`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') : null,
      phone: `+595 9${int(71, 99)} ${int(100, 999)} ${int(100, 999)}`,
      title: pick(D.TITLES),
      label: pick(D.CONTACT_LABELS),
      orgId: orgIds.length ? pick(orgIds) : null,
      ownerUserId: owner.id,
      visibility: v < 0.7 ? 'company' : v < 0.85 ? 'shared' : 'private',
      createdByUserId: owner.id,
    };
  });
  const contactIds = await insertChunks(ds, ContactEntity, contactRows);
  log(`  ${contactIds.length} contactos`);

  const pipeline = await ds.getRepository(PipelineEntity).findOneOrFail({ where: {}, order: { id: 'ASC' } });
  const stages = await ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC' } });
  const units = await ds.getRepository(BusinessUnitEntity).find();
  const now = Date.now();
  // Close data from a stream of its own, so the rest of a seed's data stays what it was.
  const closeRand = D.rng(opts.seed + 7919);
  const lostReasons = ['Precio', 'Precio', 'Precio', 'Tiempo de tránsito', 'Tiempo de tránsito', 'Sin respuesta', 'Sin respuesta', 'Cliente canceló', 'Otro'];
  /**
   * A closed operation looks like an office's: closed some days after it was created (never in the future,
   * so the dates spread over the months the seed covers), by its advisor, and a lost one with a reason of
   * the motivo_cierre list ('Otro' with its detail), so the won/lost statistics agree with the lists.
   */
  const closing = (status: string, createdAt: Date, advisorId: number): Partial<DealEntity> => {
    if (status === 'open') return {};
    const openFor = Math.max(0, now - createdAt.getTime());
    const closedAt = new Date(createdAt.getTime() + Math.floor(Math.min(openFor, 120 * 86_400_000) * closeRand()));
    if (status === 'won') return { closedAt, closedByUserId: advisorId, closeReason: null, closeReasonText: null };
    const reason = lostReasons[Math.floor(closeRand() * lostReasons.length)];
    const text = reason === 'Otro' ? D.LOST_OTHER_DETAILS[Math.floor(closeRand() * D.LOST_OTHER_DETAILS.length)] : null;
    return { closedAt, closedByUserId: advisorId, closeReason: reason, closeReasonText: text };
  };
  const dealRows: Partial<DealEntity>[] = Array.from({ length: opts.deals }, (_, i) => {
    const mode = pick(D.MODES);
    const goods = pick(D.GOODS);
    const origin = pick(D.ORIGINS);
    const creator = pick(writers);
    const r = rand();
    const status: DealEntity['status'] = r < 0.85 ? 'open' : r < 0.95 ? 'won' : 'lost';
    const row = {
      title: `${mode === 'AEREO' ? 'Importación aérea' : mode === 'MARITIMO' ? 'Importación marítima' : `Flete ${mode.toLowerCase()}`} de ${goods.toLowerCase()} ${origin} → ${pick(D.DESTINATIONS)}`,
      description: `${goods} desde ${origin}`,
      value: Math.round(rand() * 2_500_000) / 100,
      status,
      pipelineId: pipeline.id,
      stageId: pick(stages).id,
      businessUnitId: units.length ? pick(units).id : null,
      orgId: orgIds.length ? pick(orgIds) : null,
      contactId: contactIds.length && rand() < 0.8 ? pick(contactIds) : null,
      advisorUserId: pick(writers).id,
      createdByUserId: creator.id,
      position: i * 1024,
      createdAt: new Date(now - int(0, 365) * 86_400_000 - int(0, 86_399) * 1000),
    };
    return { ...row, ...closing(status, row.createdAt, row.advisorUserId) };
  });
  const dealIds = await insertChunks(ds, DealEntity, dealRows);
  const ref = ds.options.type === 'better-sqlite3' ? "'OP-' || substr('000000' || id, -6, 6)" : "CONCAT('OP-', LPAD(id, 6, '0'))";
  await ds.query(`UPDATE deals SET reference = ${ref} WHERE reference IS NULL`);
  log(`  ${dealIds.length} operaciones`);

  // The global search index of the new records (bulk inserts bypass the services that keep it current).
  const indexStart = Date.now();
  const transact = (page: (query: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<void>) =>
    ds.transaction((em) => page((sql, params) => em.query(sql, params)));
  const query = (sql: string, params?: unknown[]) => ds.query(sql, params);
  const from = (ids: number[]) => (ids.length ? ids.reduce((m, id) => Math.min(m, id), Infinity) - 1 : Number.MAX_SAFE_INTEGER);
  // Counted in the term statistics page by page, not by their per-row triggers.
  const bulk = { mysql: ds.options.type !== 'better-sqlite3' };
  await backfillSearchTerms(query, 'organization', { fromId: from(orgIds), transact, bulk });
  await backfillSearchTerms(query, 'contact', { fromId: from(contactIds), transact, bulk });
  await backfillSearchTerms(query, 'deal', { fromId: from(dealIds), transact, bulk });
  log(`  índice de búsqueda (${((Date.now() - indexStart) / 1000).toFixed(1)} s)`);

  const fields: Partial<DealCustomFieldEntity>[] = [];
  const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString().slice(0, 10);
  dealIds.forEach((dealId, i) => {
    const row = dealRows[i];
    const mode = String(row.title).includes('aérea') ? 'AEREO' : String(row.title).includes('marítima') ? 'MARITIMO' : pick(D.MODES);
    // Labelled and typed as the operation fields catalogue says, like the rows the screens write.
    const field = (key: OperationFieldKey, value: string): Partial<DealCustomFieldEntity> => {
      const f = operationField(key);
      return { dealId, key, label: f.label, type: f.type, value };
    };
    fields.push(
      field('modalidad_carga', mode),
      field('origen_pto', String(row.description).split(' desde ')[1] ?? pick(D.ORIGINS)),
      field('destino_pto', pick(D.DESTINATIONS)),
      field('tipo_carga', rand() < 0.7 ? 'LCL' : 'FCL'),
    );
    if (rand() < 0.6) fields.push(field('f_cotiz', day(int(0, 30))));
  });
  await insertChunks(ds, DealCustomFieldEntity, fields);
  log(`  ${fields.length} campos personalizados`);

  const activities: Partial<ActivityEntity>[] = [];
  const nActivities = Math.min(opts.deals, 50_000);
  for (let i = 0; i < nActivities; i++) {
    const onDeal = rand() < 0.6 && dealIds.length;
    activities.push({
      type: pick(['task', 'call', 'meeting', 'email', 'note'] as const),
      subject: pick(D.ACTIVITY_SUBJECTS),
      notes: rand() < 0.5 ? 'Cliente pidió actualización de tarifas.' : null,
      dueDate: rand() < 0.7 ? day(int(-15, 30)) : null,
      done: rand() < 0.5,
      dealId: onDeal ? pick(dealIds) : null,
      orgId: !onDeal && orgIds.length ? pick(orgIds) : null,
      createdByUserId: pick(writers).id,
    });
  }
  await insertChunks(ds, ActivityEntity, activities);
  log(`  ${activities.length} actividades (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { users: users.length, orgs: orgIds.length, contacts: contactIds.length, deals: dealIds.length };
}

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return def;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} necesita un número entero`);
  return n;
}

if (require.main === module) {
  (async () => {
    const config = loadConfig();
    const ds = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: config.bcryptCost });
    const deals = arg('deals', 1000);
    console.log(`Datos de demostración (usuarios demo con contraseña Demo-12345):`);
    await seedDemo(ds, { deals, orgs: arg('orgs', Math.max(20, Math.round(deals / 10))), contacts: arg('contacts', Math.max(40, Math.round(deals / 4))), seed: arg('seed', 42) });
    await ds.destroy();
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
