// Front door of the import feature. No other feature uses anything from it yet; its screens are reached by
// app/routes.tsx as lazy chunks (eslint.config.mjs: features reach each other only through index.ts).
export {};
