import type { AppModule } from '../../core/module';
import { ChecklistTemplateItemEntity } from './checklist-template-item.entity';
import { DealDocumentCheckEntity } from './deal-document-check.entity';
import { DealCardChecklistResolver, DealChecklistFieldResolver, DocumentChecklistsResolver } from './document-checklists.resolver';
import { checklistsRoutes } from './document-checklists.rest';
import { DocumentChecklistsService } from './document-checklists.service';
import { DocumentChecklists1764130000000 } from './migrations/1764130000000-document-checklists';
import { ChecklistBoardVersions1764130000002 } from './migrations/1764130000002-checklist-board-versions';
import { ChecklistFieldVersions1764170000000 } from './migrations/1764170000000-checklist-field-versions';
import { ChecklistDealVersions1764270000000 } from './migrations/1764270000000-checklist-deal-versions';

declare module '../../core/services' {
  interface Services {
    checklists: DocumentChecklistsService;
  }
}

/** Document checklist templates per transport mode × operation type, and each operation's checklist. */
export const documentChecklistsModule: AppModule = {
  name: 'document-checklists',
  entities: [ChecklistTemplateItemEntity, DealDocumentCheckEntity],
  migrations: [DocumentChecklists1764130000000, ChecklistBoardVersions1764130000002, ChecklistFieldVersions1764170000000, ChecklistDealVersions1764270000000],
  resolvers: [DocumentChecklistsResolver, DealChecklistFieldResolver, DealCardChecklistResolver],
  rest: checklistsRoutes,
  requires: ['audit', 'deals'],
  services: ({ ds }, { audit }) => ({ checklists: new DocumentChecklistsService(ds, audit) }),
};
