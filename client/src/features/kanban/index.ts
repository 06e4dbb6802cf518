// Front door of the kanban feature: what other features and the shell may use from it (the client lint rule
// in eslint.config.mjs lets them reach a feature only through its index.ts; app/boot/ is left out of it).
export { preloadBoard, withPreloadedBoard, isBoardAnswer } from './boardPreload';
export { boardVariables } from './boardVariables';
