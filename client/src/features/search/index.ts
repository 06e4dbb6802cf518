// Front door of the search feature: what other features and the shell may use from it (the client lint rule in
// eslint.config.mjs lets features reach each other only through their index.ts).
export { GlobalSearch } from './GlobalSearch';
