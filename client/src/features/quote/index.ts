// Front door of the quote feature: the quote lifecycle block of the operation (its screens are reached by
// app/routes.tsx as lazy chunks; eslint.config.mjs: features reach each other only through index.ts).
export { QuoteStatusBlock } from './QuoteStatusBlock';
export type { QuoteStatusBlockProps } from './QuoteStatusBlock';
