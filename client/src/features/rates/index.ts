// Front door of the rates feature: 'Solicitar tarifa' of an operation and the route sheet of a provider organization.
export { RateRequestDialog } from './RateRequestDialog';
export type { RateRequestDialogProps } from './RateRequestDialog';
export { ProviderRoutesPanel } from './ProviderRoutesPanel';
export type { ProviderRoutesPanelProps } from './ProviderRoutesPanel';
