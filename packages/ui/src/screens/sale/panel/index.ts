export { ContractPanel, type ContractPanelProps } from './ContractPanel';
export { PolicyAlerts, type PolicyAlertsProps } from './PolicyAlerts';
export { SuccessCard, type SuccessCardProps } from './SuccessCard';
export type { ContractPanelEvent, PaymentMethod, PolicyAlertsEvent, SuccessCardEvent } from './events';
