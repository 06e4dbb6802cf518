import type { AppModule } from '../../core/module';
import { ContactsService } from './contacts.service';
import { ContactEntity } from './contact.entity';
import { ContactsResolver } from './contacts.resolver';
import { contactsRoutes } from './contacts.rest';

declare module '../../core/services' {
  interface Services {
    contacts: ContactsService;
  }
}

export const contactsModule: AppModule = {
  name: 'contacts',
  entities: [ContactEntity],
  resolvers: [ContactsResolver],
  rest: contactsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    contacts: new ContactsService(ds, audit),
  }),
};

// The front door for the modules that create a contact inside their own transaction (a new operation names one).
export type { ContactsService, ContactRef } from './contacts.service';
