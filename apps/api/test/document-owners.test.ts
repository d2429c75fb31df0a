import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { makeApp, post } from './helpers';
import { keepDocument } from './kept-document';

/**
 * Finding 3 of issue 23: an uploaded identity document belongs to its sale and its uploader. Another seller who
 * knows its id can no longer delete it, nor a client's images through delete-client-images; the uploader and the
 * administrator can.
 */

const SALE = '01JDQ2ZKX4V7T9R3M5N8P6W2YA';
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
type App = ReturnType<typeof makeApp>;

const userId = (t: App, role: RoleId) =>
  (t.db.prepare('SELECT id FROM users WHERE role = ? ORDER BY id LIMIT 1').get(role) as { id: number }).id;

/** A document as document/upload keeps it: kind 1 (insurer) or 2 (insured) of client `c_id`, uploaded by `role`. */
const kept = (t: App, role: RoleId, c_id: number, kind: 1 | 2 = 1) =>
  keepDocument(t.db, { sale: SALE, clientId: c_id, userId: userId(t, role), kind });

const as = (t: App, role: RoleId) => ({
  Authorization: `Bearer ${t.tokenFor(role, role === 8 ? 'APC0097' : null)}`,
});
const left = (t: App) =>
  (t.db.prepare('SELECT id FROM ogpo_documents ORDER BY id').all() as { id: number }[]).map((r) => r.id);

describe('POST /api/document/delete', () => {
  it('another seller is refused and the document stays; its uploader deletes it', async () => {
    const t = makeApp();
    const doc = kept(t, 3, 12);
    const other = await post(t.app, '/api/document/delete', doc, as(t, 8));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
    expect(left(t)).toEqual([doc.id]);

    const own = await post(t.app, '/api/document/delete', doc, as(t, 3));
    expect(await own.json()).toEqual({ result: true, deleted: 1 });
    expect(left(t)).toEqual([]);
  });

  it('the administrator deletes anyone’s', async () => {
    const t = makeApp();
    const doc = kept(t, 7, 12);
    expect(await (await post(t.app, '/api/document/delete', doc, as(t, 0))).json()).toEqual({
      result: true,
      deleted: 1,
    });
  });
});

describe('POST /api/document/delete-client-images', () => {
  it('refused whole when any image of the client is someone else’s: none is deleted', async () => {
    const t = makeApp();
    const mine = kept(t, 3, 12);
    const theirs = kept(t, 8, 12, 2);
    const res = await post(
      t.app,
      '/api/document/delete-client-images',
      { client: { id: 12 }, policy_ulid: SALE },
      as(t, 3),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect(left(t)).toEqual([mine.id, theirs.id]);
  });

  it('deletes the client’s images when all are the caller’s; the administrator deletes anyone’s', async () => {
    const t = makeApp();
    kept(t, 3, 12);
    kept(t, 3, 12, 2);
    const other = kept(t, 7, 14);
    const own = await post(t.app, '/api/document/delete-client-images', { client: { id: 12 } }, as(t, 3));
    expect(await own.json()).toEqual({ result: true, deleted: 2 });
    expect(left(t)).toEqual([other.id]);
    const admin = await post(t.app, '/api/document/delete-client-images', { client: { id: 14 } }, as(t, 0));
    expect(await admin.json()).toEqual({ result: true, deleted: 1 });
  });
});
