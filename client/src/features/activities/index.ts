// Front door of the activities feature: what other features and the shell may use from it (the client lint rule in
// eslint.config.mjs lets features reach each other only through their index.ts).
export { ActivityHistory } from './ActivityHistory';
export { ActivityTab, NotesTab } from './ActivityTab';
export { NewActivityModal } from './NewActivityModal';
