/**
 * The OGPO page's own calls (spec part 2 section 7.1): the managers and agents of the contract panel are the sale
 * kernel's (shared/sale/contract.ts). The parties' calls belong to the dialogs (parties/client, parties/chief,
 * ogpo/vehicle, ogpo/licence, parties/documents).
 */
export {
  StaffMemberSchema,
  orderManagersEndpoint,
  OrderAgentsRequestSchema,
  OrderAgentsSchema,
  orderAgentsEndpoint,
  type StaffMember,
  type OrderAgentsRequest,
  type OrderAgents,
} from '../../shared/sale/staff-contract';
