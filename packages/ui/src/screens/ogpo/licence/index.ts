export { LicenceDialog, type LicenceDialogProps } from './LicenceDialog';
