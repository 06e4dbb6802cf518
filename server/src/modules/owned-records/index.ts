import type { AppModule } from '../../core/module';

/**
 * The owned-record kit: what an organization and a contact both are (an owner and a visibility, with the
 * rules that check them) and the text, search and name-cursor helpers both services use. No table of its
 * own (each entity inherits the columns) and no service: a front door for organizations and contacts, which
 * build on it (exports reads its name cursor).
 */
export { OwnedRecordEntity } from './owned-record.entity';
export * from './owned-records';
export * from './owned-records.types';

export const ownedRecordsModule: AppModule = {
  name: 'owned-records',
};
