/**
 * `@sakta/core/testing/models`: every machine model (each `testing/<machine>.model.ts` of src), for the stories'
 * gallery (apps/storybook/gallery), which replays the models' shortest paths on the screens. Not for production
 * code. test/models-export.test.ts keeps this list equal to the model files (scripts/models.ts finds them by name).
 */
export * from '../features/admin/testing/catalogue.model';
export * from '../features/admin/testing/confirmers.model';
export * from '../features/auth/testing/login.model';
export * from '../features/auth/testing/reset.model';
export * from '../features/avr/testing/avr.model';
export * from '../features/casco/testing/casco.model';
export * from '../features/casco/testing/vehicle-dialog.model';
export * from '../features/drafts/testing/drafts.model';
export * from '../features/home/testing/admin-info.model';
export * from '../features/home/testing/agreements.model';
export * from '../features/home/testing/dashboard.model';
export * from '../features/ogpo/licence/testing/licence-dialog.model';
export * from '../features/ogpo/testing/policy-sale.model';
export * from '../features/ogpo/testing/policy.model';
export * from '../features/ogpo/vehicle/testing/vehicle-dialog.model';
export * from '../features/ogpo/vehicle/testing/vehicle-lookup.model';
export * from '../features/organisation/testing/branches.model';
export * from '../features/organisation/testing/department-form.model';
export * from '../features/organisation/testing/departments.model';
export * from '../features/organisation/testing/employee-form.model';
export * from '../features/organisation/testing/employees.model';
export * from '../features/organisation/testing/signatories.model';
export * from '../features/organisation/testing/signatory-search.model';
export * from '../features/organisation/testing/terminal-form.model';
export * from '../features/organisation/testing/tree.model';
export * from '../features/podft/testing/podft-item.model';
export * from '../features/podft/testing/podft-review.model';
export * from '../features/policies/testing/policies.model';
export * from '../features/policies/testing/policy-item.model';
export * from '../features/property/testing/object-dialog.model';
export * from '../features/property/testing/property.model';
export * from '../features/public-pages/testing/epay.model';
export * from '../features/public-pages/testing/public-confirmation.model';
export * from '../features/support/testing/policy-code-flow.model';
export * from '../features/support/testing/support.model';
export * from '../features/termination/testing/termination-search.model';
export * from '../features/termination/testing/termination.model';
export * from '../features/travel/testing/travel.model';
export * from '../shared/parties/chief/testing/chief-dialog.model';
export * from '../shared/parties/client/testing/client-dialog.model';
export * from '../shared/parties/client/testing/consent.model';
export * from '../shared/parties/client/testing/scan.model';
export * from '../shared/parties/documents/testing/document-upload.model';
export * from '../shared/parties/documents/testing/podft-documents.model';
export * from '../shared/sale/history/testing/history.model';
export * from '../shared/testing/code-confirmation.model';
export * from '../shared/testing/document.model';
export * from '../shared/testing/lookup-dialog.model';
export * from '../shared/testing/paged-list.model';
export * from '../shared/testing/session.model';
