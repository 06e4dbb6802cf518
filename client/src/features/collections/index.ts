// Front door of the collections feature (account statement, portfolio, promises and the collection log). The
// organization screen mounts its 'Cuenta corriente' tab from here; app/routes.tsx reaches the Cartera screen as a
// lazy chunk.
export { AccountStatementTab } from './AccountStatementTab';
export { CollectionActionsDue } from './CollectionActionsDue';
