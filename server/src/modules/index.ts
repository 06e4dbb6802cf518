import type { AppModule } from '../core/module';
import { activitiesModule } from './activities';
import { agendaModule } from './agenda';
import { apiKeysModule } from './api-keys';
import { auditModule } from './audit';
import { historyModule } from './history';
import { authModule } from './auth';
import { businessUnitsModule } from './business-units';
import { catalogModule } from './catalog';
import { contactsModule } from './contacts';
import { costSheetsModule } from './cost-sheets';
import { customFieldsModule } from './custom-fields';
import { documentChecklistsModule } from './document-checklists';
import { dealsModule } from './deals';
import { exchangeRatesModule } from './exchange-rates';
import { exportsModule } from './exports';
import { filesModule } from './files';
import { fiscalModule } from './fiscal';
import { followupsModule } from './followups';
import { idempotencyModule } from './idempotency';
import { importsModule } from './imports';
import { invoicesModule } from './invoices';
import { collectionsModule } from './collections';
import { payablesModule } from './payables';
import { labelsModule } from './labels';
import { mailModule } from './mail';
import { organizationsModule } from './organizations';
import { ownedRecordsModule } from './owned-records';
import { paramsModule } from './params';
import { pipelinesModule } from './pipelines';
import { quotesModule } from './quotes';
import { rateSheetsModule } from './rate-sheets';
import { rateRequestsModule } from './rate-requests';
import { receiptsModule } from './receipts';
import { searchModule } from './search';
import { shipmentsModule } from './shipments';
import { statsModule } from './stats';
import { targetsModule } from './targets';
import { usersModule } from './users';
import { webhooksModule } from './webhooks';
import { sifenModule } from './sifen';

/**
 * Every feature module, in the order their /api routers match (see docs/architecture.md, 'Adding a module').
 * Services are built in dependency order whatever the order here (core/module.ts).
 */
export const MODULES: readonly AppModule[] = [
  authModule,
  usersModule,
  businessUnitsModule,
  dealsModule,
  organizationsModule,
  contactsModule,
  ownedRecordsModule,
  customFieldsModule,
  paramsModule,
  pipelinesModule,
  labelsModule,
  activitiesModule,
  costSheetsModule,
  exchangeRatesModule,
  catalogModule,
  fiscalModule,
  filesModule,
  documentChecklistsModule,
  shipmentsModule,
  rateSheetsModule,
  quotesModule,
  searchModule,
  statsModule,
  followupsModule,
  agendaModule,
  targetsModule,
  auditModule,
  historyModule,
  apiKeysModule,
  idempotencyModule,
  exportsModule,
  webhooksModule,
  importsModule,
  mailModule,
  invoicesModule,
  rateRequestsModule,
  receiptsModule,
  collectionsModule,
  payablesModule,
  sifenModule,
];
