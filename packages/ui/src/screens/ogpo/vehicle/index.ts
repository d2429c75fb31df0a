export { VehicleDialog, type VehicleDialogProps } from './VehicleDialog';
