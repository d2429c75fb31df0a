import { ROLE } from '@sakta/core';
import {
  accountantTerminalsEndpoint,
  branchesIndexEndpoint,
  changeTerminalEndpoint,
  checkTerminalEndpoint,
  terminalItemEndpoint,
  terminalsListEndpoint,
} from '@sakta/core/organisation';
import { route, type EndpointDef } from '../../platform/endpoint';
import { refused } from '../../platform/http';
import { authorizeTerminal } from '../../services/terminal-auth';
import { allTerminals, terminalsOf } from './accountant-repo';
import { listTerminals } from './repo';
import { branchesIndex, organisationApiRu, saveTerminal, terminalItem } from './service';

/**
 * Organisation and branches (spec part 1 section 7 branches/*, accountant/terminals). Access comes from core's
 * declarations: the page's calls for the sale group, moderator and accountant; the terminals tab for the
 * moderator and accountant groups; the accountant's own list for the accountant group.
 */

/**
 * GET /api/accountant/terminals -> {result: true, data: [{id, terminal, status, branch}]}.
 * An accountant sees the terminals attached to them; the administrator sees all.
 */
export const accountantTerminals = route(accountantTerminalsEndpoint, (c) => {
  const { db } = c.var;
  const { user } = c.var.auth;
  const data = user.role === ROLE.admin ? allTerminals(db) : terminalsOf(db, user.id);
  return c.json({ result: true as const, data });
});

/** GET /api/branches/index -> {result, user, data}: who is asking and, for an administrator, the tree's roots. */
export const branchesIndexRoute = route(branchesIndexEndpoint, (c) => {
  const { user } = c.var.auth;
  return c.json({ result: true as const, ...branchesIndex(c.var.db, user.id, user.role) });
});

/** GET /api/branches/list/terminals -> {result, data}: every terminal with its accountant. */
export const terminalsList = route(terminalsListEndpoint, (c) =>
  c.json({ result: true as const, data: listTerminals(c.var.db) }),
);

/** POST /api/branches/terminal-item {id, isEdit} -> {result, data: {terminal, accountants}}. */
export const terminalItemRoute = route(terminalItemEndpoint, async (c, req) => {
  const { id, isEdit } = await req.body();
  return c.json({ result: true as const, data: terminalItem(c.var.db, id, isEdit) });
});

/** POST /api/branches/change-terminal {form, isEdit, id} -> {result, message}. */
export const changeTerminal = route(changeTerminalEndpoint, async (c, req) => {
  const { form, isEdit, id } = await req.body();
  saveTerminal(c.var.db, form, isEdit, id);
  return c.json({ result: true as const, message: organisationApiRu.terminalSaved });
});

/**
 * POST /api/branches/check-terminal {terminal: {terminal, login, password}} -> {result: true, message} when the
 * card provider authorizes the terminal; {result: false, message} (422) when it refuses, 502 when it is down.
 */
export const checkTerminal = route(checkTerminalEndpoint, async (c, req) => {
  const { terminal } = await req.body();
  const answer = await authorizeTerminal(c.var.config, terminal);
  if (answer.ok === 'unavailable') throw refused(502, organisationApiRu.providerUnavailable);
  if (!answer.ok) throw refused(422, answer.message);
  return c.json({ result: true as const, message: 'OK' });
});

export const ORGANISATION_ENDPOINTS: readonly EndpointDef[] = [
  accountantTerminals,
  branchesIndexRoute,
  terminalsList,
  terminalItemRoute,
  changeTerminal,
  checkTerminal,
];
