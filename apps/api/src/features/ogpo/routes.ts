import { orderAgentsEndpoint, orderManagersEndpoint } from '@sakta/core/ogpo';
import { route, type EndpointDef } from '../../platform/endpoint';
import { refused } from '../../platform/http';
import { isCompanyAgent, isOrderManager, orderAgents, orderManagers } from './repo';

/** The OGPO page's own calls (spec part 2 section 7.1): the sellers of the contract panel. */

/** GET /api/dictionaries/order/managers -> {result, data}. */
export const orderManagersRoute = route(orderManagersEndpoint, (c) =>
  c.json({ result: true as const, data: orderManagers(c.var.db, c.var.auth.user.id) }),
);

/** POST /api/dictionaries/order/agents {id, product} -> {result, data, isCompany}. */
export const orderAgentsRoute = route(orderAgentsEndpoint, async (c, req) => {
  const { id } = await req.body();
  const { db } = c.var;
  if (!isOrderManager(db, id)) throw refused(404, 'Менеджер не найден');
  const { user } = c.var.auth;
  const isCompany = isCompanyAgent(db, user.id);
  const agents = orderAgents(db, id);
  // a company agent sells as itself: it heads the list
  const data = isCompany
    ? [...agents.filter((a) => a.id === user.id), ...agents.filter((a) => a.id !== user.id)]
    : agents;
  return c.json({ result: true as const, data, isCompany });
});

export const OGPO_ENDPOINTS: readonly EndpointDef[] = [orderManagersRoute, orderAgentsRoute];
