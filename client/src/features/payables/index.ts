// Front door of the payables feature (supplier invoices, payment orders, budget against actual). Its tray screen
// ('Órdenes de pago') is reached by app/routes.tsx as a lazy chunk; the operation view mounts the panel of its
// 'Administración' tab from here.
export { OperationPayablesPanel } from './OperationPayablesPanel';
