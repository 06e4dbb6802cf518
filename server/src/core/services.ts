import type { DataSource } from 'typeorm';
import { AuditService } from '../modules/audit/audit.service';
import { AuthService } from '../modules/auth/auth.service';
import { BusinessUnitsService } from '../modules/business-units/business-units.service';
import { UsersService } from '../modules/users/users.service';
import { DealsService } from '../modules/deals/deals.service';
import { BoardService } from '../modules/deals/board.service';
import { OrganizationsService } from '../modules/organizations/organizations.service';
import { ContactsService } from '../modules/contacts/contacts.service';
import { CustomFieldsService } from '../modules/custom-fields/custom-fields.service';
import { ParamsService } from '../modules/params/params.service';
import { PipelinesService } from '../modules/pipelines/pipelines.service';
import { LabelsService } from '../modules/labels/labels.service';
import { ActivitiesService } from '../modules/activities/activities.service';
import { CostSheetsService } from '../modules/cost-sheets/cost-sheets.service';
import { BudgetService } from '../modules/cost-sheets/budget.service';
import { FilesService } from '../modules/files/files.service';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { UrlSigner } from './storage/signed-urls';
import { QuotesService } from '../modules/quotes/quotes.service';
import { SearchService } from '../modules/search/search.service';
import { StatsService } from '../modules/stats/stats.service';
import { FollowupsService } from '../modules/followups/followups.service';
import { PasswordHasher } from './auth/passwords';
import type { AppConfig } from './config';

/** The one core both adapters (GraphQL resolvers and REST handlers) call. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  users: UsersService;
  businessUnits: BusinessUnitsService;
  deals: DealsService;
  board: BoardService;
  organizations: OrganizationsService;
  contacts: ContactsService;
  customFields: CustomFieldsService;
  params: ParamsService;
  pipelines: PipelinesService;
  labels: LabelsService;
  activities: ActivitiesService;
  costSheets: CostSheetsService;
  budget: BudgetService;
  files: FilesService;
  quotes: QuotesService;
  search: SearchService;
  stats: StatsService;
  followups: FollowupsService;
}

export function createServices(ds: DataSource, config: Pick<AppConfig, 'bcryptCost' | 'jwtSecret' | 'jwtExpiresIn' | 'uploadsDir'>): Services {
  const hasher = new PasswordHasher(config.bcryptCost);
  const audit = new AuditService(ds);
  const costSheets = new CostSheetsService(ds, audit);
  const customFields = new CustomFieldsService(ds, audit);
  return {
    audit,
    auth: new AuthService(ds, hasher, audit, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn }),
    users: new UsersService(ds, hasher, audit),
    businessUnits: new BusinessUnitsService(ds, audit),
    deals: new DealsService(ds, audit),
    board: new BoardService(ds),
    organizations: new OrganizationsService(ds, audit),
    contacts: new ContactsService(ds, audit),
    customFields,
    params: new ParamsService(ds, audit),
    pipelines: new PipelinesService(ds, audit),
    labels: new LabelsService(ds, audit),
    activities: new ActivitiesService(ds, audit),
    costSheets,
    budget: new BudgetService(ds, audit, costSheets),
    files: new FilesService(ds, audit, new LocalDiskStorage(config.uploadsDir), new UrlSigner(config.jwtSecret, config.jwtExpiresIn)),
    quotes: new QuotesService(ds, audit, customFields),
    search: new SearchService(ds),
    stats: new StatsService(ds),
    followups: new FollowupsService(ds, audit),
  };
}
