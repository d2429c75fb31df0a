/** `@sakta/core/parties/documents`: the document upload modal and the anti-money-laundering documents dialog. */
export * from './contract';
export * from './endpoints';
export * from './rules';
export * from './upload-rules';
export * from './ru';
export * from './document-upload.machine';
export * from './podft-documents.machine';
