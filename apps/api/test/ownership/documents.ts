import type { RoleId } from '@sakta/core';
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
function keptImage(world: World, owner: WorldUser, clientId: number) {
  const id = Number(
    world.db
      .prepare(
        `INSERT INTO ogpo_documents (policy_ulid, c_id, kind, type_id, title, iin, file_name, mime, size, body, user_id,
           created_at)
         VALUES (?, ?, 1, '00001', 'Клиент проверки', '', 'passport.png', 'image/png', 3, x'010203', ?, ?)`,
      )
      .run(SALE, clientId, owner.id, new Date(world.config.now()).toISOString()).lastInsertRowid,
  );
  return {
    id,
    policy_ulid: SALE,
    c_id: clientId,
    kind: 1 as const,
    type_id: '00001',
    title: 'Клиент проверки',
    iin: '',
    file_name: 'passport.png',
    object: 'image/png',
    size: 3,
    global: null,
    itemKey: null,
    temp_id: null,
  };
}

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
