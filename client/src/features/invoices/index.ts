// Front door of the invoices feature (sales invoices and credit notes). Its screens (the Facturas list, the
// invoice, 'Nueva factura') are reached by app/routes.tsx as lazy chunks; the operation view mounts its
// 'Administración' tab from here.
export { OperationInvoicesTab } from './OperationInvoicesTab';
export { PdfPreview } from './PdfPreview';
