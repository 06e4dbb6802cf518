import type { DataSource } from 'typeorm';
import { AuditService } from '../modules/audit/audit.service';
import { AuthService } from '../modules/auth/auth.service';
import { BusinessUnitsService } from '../modules/business-units/business-units.service';
import { UsersService } from '../modules/users/users.service';
import { PasswordHasher } from './auth/passwords';
import type { AppConfig } from './config';

/** The one core both adapters (GraphQL resolvers and REST handlers) call. */
export interface Services {
  audit: AuditService;
  auth: AuthService;
  users: UsersService;
  businessUnits: BusinessUnitsService;
}

export function createServices(ds: DataSource, config: Pick<AppConfig, 'bcryptCost' | 'jwtSecret' | 'jwtExpiresIn'>): Services {
  const hasher = new PasswordHasher(config.bcryptCost);
  const audit = new AuditService(ds);
  return {
    audit,
    auth: new AuthService(ds, hasher, audit, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn }),
    users: new UsersService(ds, hasher, audit),
    businessUnits: new BusinessUnitsService(ds),
  };
}
