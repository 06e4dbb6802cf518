import type { AppModule } from '../../core/module';
import { Sifen1766700000002 } from './migrations/1766700000002-sifen';
import { SifenCreditNotes1766900000036 } from './migrations/1766900000036-sifen-credit-notes';
import { SifenDocumentEntity } from './sifen-document.entity';
import { CreditNoteSifenResolver } from './sifen.resolver';
import { sifenRoutes } from './sifen.rest';
import { SifenService } from './sifen.service';
import { loadSifenSettings } from './sifen-settings';

// The front door.
export type { SifenService } from './sifen.service';
export { SIFEN_MESSAGES } from './sifen.service';

declare module '../../core/services' {
  interface Services {
    sifen: SifenService;
  }
}

/**
 * Electronic invoicing through SIFEN (e-Kuatia): the signed DE with its CDC and QR on issue (the invoices' issue
 * hook) for units in 'electronico' mode, the KuDE and XML downloads, and the outbox that sends each DE to SIFEN
 * and writes its verdict on the invoice. main starts the sender in every server process.
 */
export const sifenModule: AppModule = {
  name: 'sifen',
  entities: [SifenDocumentEntity],
  migrations: [Sifen1766700000002, SifenCreditNotes1766900000036],
  longTextColumns: [['sifen_documents', 'xml']],
  resolvers: [CreditNoteSifenResolver],
  rest: sifenRoutes,
  requires: ['audit', 'fiscal', 'invoices'],
  services: ({ ds }, { audit, fiscal, invoices }) => ({ sifen: new SifenService(ds, audit, fiscal, invoices, loadSifenSettings()) }),
};
