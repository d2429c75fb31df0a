import type { RoleId } from '@sakta/core';
import { keepDocument } from '../kept-document';
import type { OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * Uploaded documents (finding 3 of issue 23): an identity document kept for a sale and a scan sent for
 * recognition belong to their uploader; another seller who knows the id may neither delete nor poll them.
 * The objects are written straight into the tables, as the uploads keep them (the uploads have tests of their own).
 */

const SALE = '01JWNERSH1PD0CXMENT0000000';

let nextClient = 9000;

/** A kept insurer image of a client of the owner's sale (kind 1, the identity document). */
const keptImage = (world: World, owner: WorldUser, clientId: number) =>
  keepDocument(world.db, {
    sale: SALE,
    clientId,
    userId: owner.id,
    title: 'Клиент проверки',
    createdAt: new Date(world.config.now()).toISOString(),
  });

export const DOCUMENT_CASES: readonly OwnershipCase[] = [
  {
    method: 'POST',
    path: '/api/document/delete',
    intent: 'change',
    async arrange(world: World, role: RoleId) {
      const owner = world.user(role);
      const record = keptImage(world, owner, nextClient++);
      return { owner, reach: (caller) => world.request(caller, 'POST', '/api/document/delete', record) };
    },
  },
  {
    method: 'POST',
    path: '/api/document/delete-client-images',
    intent: 'change',
    async arrange(world: World, role: RoleId) {
      const owner = world.user(role);
      const client = nextClient++;
      keptImage(world, owner, client);
      keptImage(world, owner, client);
      return {
        owner,
        reach: (caller) =>
          world.request(caller, 'POST', '/api/document/delete-client-images', {
            client: { id: client },
            policy_ulid: SALE,
          }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/client/recognize-data',
    intent: 'read',
    async arrange(world: World, role: RoleId) {
      const owner = world.user(role);
      const taskId = `ownership-task-${nextClient++}`;
      world.db
        .prepare(
          `INSERT INTO recognition_tasks (task_id, user_id, mime, size, width, height, file, created_at)
           VALUES (?, ?, 'application/pdf', 3, NULL, NULL, x'255044', ?)`,
        )
        .run(taskId, owner.id, world.config.now());
      return {
        owner,
        reach: (caller) => world.request(caller, 'POST', '/api/client/recognize-data', { task_id: taskId }),
      };
    },
  },
];
