// Front door of the fiscal feature: the letterhead hook the quote (and later the invoices) use for PDFs built in the
// browser. Its screen ('Datos fiscales') is reached by app/routes.tsx as a lazy chunk.
export { useLetterhead } from './useLetterhead';
