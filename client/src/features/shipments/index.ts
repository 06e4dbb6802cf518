// Front door of the shipments feature ('En tránsito' and the late-milestone alerts). Its screen is reached by
// app/routes.tsx as a lazy chunk; LateMilestoneAlerts is the block another screen (the follow-up agenda) may mount.
export { LateMilestoneAlerts } from './LateMilestoneAlerts';
// 'Reporte de estado' (STATUS DE EMBARQUE) of an operation: preview, PDF download, hand-off to the composer.
export { StatusReportDialog } from './StatusReportDialog';
export type { StatusReportDialogProps } from './StatusReportDialog';
// A bearer-protected file downloaded under the server's name (also the payables' PDFs, CSV and ZIP).
export { downloadPdf } from './downloadPdf';
