// Front door of the exports feature: what other features and the shell may use from it (the client lint rule in
// eslint.config.mjs lets features reach each other only through their index.ts).
export { ExportCsvButton } from './ExportCsvButton';
export { exportQuery, sortQuery } from './exportCsv';
/** Layout of the export button's row on a list screen. */
export { default as exportStyles } from './ExportCsv.module.css';
