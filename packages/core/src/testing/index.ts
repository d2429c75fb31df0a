/**
 * `@sakta/core/testing`: the model-based runner and every fixture set (the shared one and one per feature, each in
 * its folder's testing/fixtures.ts), for the machine tests, stories, api tests and e2e. Not for production code.
 */
export * from '../shared/testing/coverage';
export * from '../shared/testing/runner';
export * from '../shared/testing/state-checks';
export * from '../shared/testing/model-paths';
export * from './sale-walk';
export { activeNodes, childInput } from '../shared/testing/xstate-adapter';
export * from '../shared/testing/fixtures';
export * from '../features/auth/testing/fixtures';
export * from '../features/public-pages/testing/fixtures';
export * from '../features/home/testing/fixtures';
export * from '../features/termination/testing/fixtures';
export * from '../features/admin/testing/fixtures';
export * from '../features/avr/testing/fixtures';
export * from '../features/organisation/testing/fixtures';
export * from '../features/ogpo/testing/fixtures';
export { loginModel } from '../features/auth/testing/login.model';
export { sessionModel, TICK_SECONDS_LEFT } from '../shared/testing/session.model';
export { adminInfoModel } from '../features/home/testing/admin-info.model';
export { dashboardModel } from '../features/home/testing/dashboard.model';
export * from '../features/ogpo/vehicle/testing/fixtures';
export * from '../features/ogpo/licence/testing/fixtures';
export * from '../shared/parties/documents/testing/fixtures';
export * from '../shared/parties/client/testing/fixtures';
export * from '../shared/parties/chief/testing/fixtures';
export * from '../features/drafts/testing/fixtures';
export * from '../features/podft/testing/fixtures';
export * from '../shared/sale/history/testing/fixtures';
export * from '../features/ogpo/tariff/testing/fixtures';
export * from '../features/support/testing/fixtures';
export * from '../features/travel/testing/fixtures';
export * from '../features/policies/testing/fixtures';
export * from '../features/property/testing/fixtures';
export * from '../features/property/testing/sale-fixtures';
export * from '../features/casco/testing/fixtures';
export * from '../shared/sale/fi/testing/fixtures';
export * from '../features/casco/testing/sale-fixtures';
