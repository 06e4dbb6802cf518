// Front door of the organizations feature: what other features and the shell may use from it (the client lint rule in
// eslint.config.mjs lets features reach each other only through their index.ts).
export { SAVE_FAILED } from './EditOrganizationModal';
export { ORG_CREATE_FAILED } from './NewOrganizationModal';
