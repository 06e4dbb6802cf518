import type { AppModule } from '../../core/module';
import { FiscalPointEntity } from './fiscal-point.entity';
import { FiscalSettingsEntity } from './fiscal-settings.entity';
import { FiscalService } from './fiscal.service';
import { Fiscal1766100000000 } from './migrations/1766100000000-fiscal';

// The front door: the numbering of fiscal documents (takeNumber inside the issuing transaction), the timbrado
// problems for a draft, and the issuer block and letterhead every PDF of a unit prints.
export { FISCAL_SETTINGS_MESSAGES } from './fiscal.service';
export type { FiscalIssuer, FiscalPointState, FiscalService, FiscalSettingsState, TakenNumber } from './fiscal.service';

declare module '../../core/services' {
  interface Services {
    fiscal: FiscalService;
  }
}

/** Fiscal settings per business unit: issuer data, letterhead, timbrado and gap-free numbering per document type. */
export const fiscalModule: AppModule = {
  name: 'fiscal',
  entities: [FiscalSettingsEntity, FiscalPointEntity],
  migrations: [Fiscal1766100000000],
  storedFiles: [{ table: 'fiscal_settings', keyColumn: 'logo_key' }],
  requires: ['audit', 'business-units'],
  services: ({ ds, storage }, { audit }) => ({ fiscal: new FiscalService(ds, audit, storage) }),
};
