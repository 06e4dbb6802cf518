import type { AppModule } from '../../core/module';
import { FiscalElectronic } from './fiscal-electronic';
import { FiscalElectronicEntity } from './fiscal-electronic.entity';
import { FiscalPointEntity } from './fiscal-point.entity';
import { FiscalSettingsEntity } from './fiscal-settings.entity';
import { FiscalResolver } from './fiscal.resolver';
import { fiscalRoutes } from './fiscal.rest';
import { FiscalService } from './fiscal.service';
import { Fiscal1766100000000 } from './migrations/1766100000000-fiscal';
import { FiscalElectronic1766700000000 } from './migrations/1766700000000-fiscal-electronic';
import { SecretBox } from '../../core/secret-box';

// The front door: the numbering of fiscal documents (takeNumber inside the issuing transaction), the timbrado
// problems for a draft, and the issuer block and letterhead every PDF of a unit prints.
export { FISCAL_INPUT_MESSAGES } from './fiscal.inputs';
export { fiscalSettingsRow } from './fiscal.rest';
export { FISCAL_SETTINGS_MESSAGES } from './fiscal.service';
export type { FiscalIssuer, FiscalPointState, FiscalService, FiscalSettingsState, TakenNumber } from './fiscal.service';
export { FiscalSettingsView } from './fiscal.types';
export { ELECTRONIC_MESSAGES, readCertificate } from './fiscal-electronic';
export type { ElectronicMaterial, ElectronicState } from './fiscal-electronic';

declare module '../../core/services' {
  interface Services {
    fiscal: FiscalService;
  }
}

/** Fiscal settings per business unit: issuer data, letterhead, timbrado and gap-free numbering per document type. */
export const fiscalModule: AppModule = {
  name: 'fiscal',
  entities: [FiscalSettingsEntity, FiscalPointEntity, FiscalElectronicEntity],
  migrations: [Fiscal1766100000000, FiscalElectronic1766700000000],
  resolvers: [FiscalResolver],
  rest: fiscalRoutes,
  storedFiles: [{ table: 'fiscal_settings', keyColumn: 'logo_key' }],
  requires: ['audit', 'business-units'],
  services: ({ ds, storage, config }, { audit }) => ({
    fiscal: new FiscalService(ds, audit, storage, new FiscalElectronic(new SecretBox(config.jwtSecret, 'fiscal-electronic'))),
  }),
};
