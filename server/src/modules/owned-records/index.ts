import type { AppModule } from '../../core/module';

/**
 * The owned-record kit: what an organization and a contact both are (an owner and a visibility, with the
 * rules that check them) and the text, search and name-cursor helpers both services use. No table of its
 * own (each entity inherits the columns), no service: a front door for the two modules that build on it.
 */
export { OwnedRecordEntity } from './owned-record.entity';
export {
  afterNameCursor,
  assertOwnershipChange,
  assertUserExists,
  assertVisibility,
  changedOwnership,
  changedTextValues,
  cleanEmail,
  cleanText,
  containsPattern,
  nameCursor,
  newTextValues,
  nonEmpty,
  orderByName,
  OWNERSHIP_MESSAGES,
  VISIBILITY_VALUES,
} from './owned-records';
export { OwnedRecordView, VisibilityEnum } from './owned-records.types';

export const ownedRecordsModule: AppModule = {
  name: 'owned-records',
};
