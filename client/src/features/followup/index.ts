// Front door of the followup feature: the 'Registrar llamada' dialog (outcome and next step) that contacts,
// organizations and operations open; its screens are reached by app/routes.tsx as lazy chunks
// (eslint.config.mjs: features reach each other only through index.ts).
export { LogCallDialog, type CallLinks } from './LogCallDialog';
