export { DocumentUploadDialog, type DocumentUploadDialogProps } from './DocumentUploadDialog';
export { PodftDocumentsDialog, type PodftDocumentsDialogProps } from './PodftDocumentsDialog';
