import * as z from 'zod/mini';
import { endpoint } from '../api/common';
import { TEXT_MAX, textField } from '../api/limits';

/**
 * The contract panel's sellers (spec part 2 section 7.1): the managers and the agents of a manager. Apart from the
 * sale's contract, so the policy list's manager filter does not load the policy's schemas.
 */

/** A seller the contract panel offers: a manager, or an agent of a manager. */
export const StaffMemberSchema = z.object({
  id: z.number().check(z.int()),
  title: textField(TEXT_MAX.title),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/**
 * GET /api/dictionaries/order/managers -> {result, data}: the managers the user may sell for; the accountant reads
 * them too, for the policy list's manager filter.
 */
export const orderManagersEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/order/managers',
  access: ['sale', 'reserveSale', 'mainSale', 'accountant'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(StaffMemberSchema) }),
});

/** POST /api/dictionaries/order/agents {id (the manager), product} -> {result, data, isCompany}. */
export const OrderAgentsRequestSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  product: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX.code)),
});
export type OrderAgentsRequest = z.infer<typeof OrderAgentsRequestSchema>;

export const OrderAgentsSchema = z.object({
  result: z.literal(true),
  data: z.array(StaffMemberSchema),
  /** The user sells for a company (a legal-entity agent): the first agent is the company. */
  isCompany: z.boolean(),
});
export type OrderAgents = z.infer<typeof OrderAgentsSchema>;

export const orderAgentsEndpoint = endpoint({
  method: 'POST',
  path: '/api/dictionaries/order/agents',
  access: ['sale', 'reserveSale', 'mainSale'],
  body: OrderAgentsRequestSchema,
  response: OrderAgentsSchema,
});

/**
 * GET /api/dictionaries/signatories -> {result, data}: the insurer's active signatories (the employees who sign for
 * the company: /branches 'Подписанты', spec part 1), whom the contract panel of property and casco offers (part 2
 * section 2.3 'signatory'). The policy keeps the one chosen (`signatoryId`), and a termination sends it (7.5). A
 * blocked or deleted signatory is not offered. The path is the sandbox's: the spec loads this list through a store
 * whose paths it does not show.
 */
export const saleSignatoriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/dictionaries/signatories',
  access: ['sale', 'reserveSale', 'mainSale'],
  body: undefined,
  response: z.object({ result: z.literal(true), data: z.array(StaffMemberSchema) }),
});
