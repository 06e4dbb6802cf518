// Front door of the records feature: what other features and the shell may use from it (the client lint rule in
// eslint.config.mjs lets features reach each other only through their index.ts).
export { useLabelOptions, useOrgParamOptions, useOwnerOptions } from './options';
export { OwnershipFields, visibilityLabel } from './OwnershipFields';
export { RecordDetailFrame, RecordHeader } from './RecordDetail';
export { RecordList } from './RecordList';
export { useOwnership } from './useOwnership';
export { useTextFields } from './useTextFields';
