import { AuditEventEntity } from '../../modules/audit/audit-event.entity';
import { LoginFailureEntity } from '../../modules/auth/login-failure.entity';
import { BusinessUnitEntity } from '../../modules/business-units/business-unit.entity';
import { ParamValueEntity } from '../../modules/params/param-value.entity';
import { PipelineEntity } from '../../modules/pipelines/pipeline.entity';
import { StageEntity } from '../../modules/pipelines/stage.entity';
import { UserEntity } from '../../modules/users/user.entity';

export const ENTITIES = [
  UserEntity,
  LoginFailureEntity,
  BusinessUnitEntity,
  PipelineEntity,
  StageEntity,
  ParamValueEntity,
  AuditEventEntity,
];
