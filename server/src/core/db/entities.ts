import { AuditEventEntity } from '../../modules/audit/audit-event.entity';
import { LoginThrottleEntity } from '../../modules/auth/login-throttle.entity';
import { BusinessUnitEntity } from '../../modules/business-units/business-unit.entity';
import { ParamValueEntity } from '../../modules/params/param-value.entity';
import { PipelineEntity } from '../../modules/pipelines/pipeline.entity';
import { StageEntity } from '../../modules/pipelines/stage.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { ActivityEntity } from '../../modules/activities/activity.entity';
import { ContactEntity } from '../../modules/contacts/contact.entity';
import { ContactCustomFieldEntity, DealCustomFieldEntity, OrgCustomFieldEntity } from '../../modules/custom-fields/custom-field.entity';
import { DealEntity } from '../../modules/deals/deal.entity';
import { DealModeDetailEntity } from '../../modules/deals/deal-mode-detail.entity';
import { LabelEntity } from '../../modules/labels/label.entity';
import { OrganizationEntity } from '../../modules/organizations/organization.entity';
import { CostSheetEntity } from '../../modules/cost-sheets/cost-sheet.entity';
import { DealFileEntity } from '../../modules/files/deal-file.entity';
import { QuoteVersionEntity } from '../../modules/quotes/quote-version.entity';
import { SearchTermEntity } from '../../modules/search/search-term.entity';
import { FollowupCallEntity } from '../../modules/followups/followup-call.entity';
import { FollowupNoteEntity } from '../../modules/followups/followup-note.entity';

export const ENTITIES = [
  UserEntity,
  LoginThrottleEntity,
  BusinessUnitEntity,
  PipelineEntity,
  StageEntity,
  ParamValueEntity,
  AuditEventEntity,
  OrganizationEntity,
  ContactEntity,
  DealEntity,
  DealModeDetailEntity,
  DealCustomFieldEntity,
  OrgCustomFieldEntity,
  ContactCustomFieldEntity,
  ActivityEntity,
  LabelEntity,
  CostSheetEntity,
  DealFileEntity,
  QuoteVersionEntity,
  SearchTermEntity,
  FollowupCallEntity,
  FollowupNoteEntity,
];
