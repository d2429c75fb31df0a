import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import {
  DocumentUploadAnswerSchema,
  PodftUploadAnswerSchema,
  type DocumentRecord,
} from '@sakta/core/ogpo/documents';
import { createApp, prepareDatabase } from '../src/platform/app';
import { testConfig } from '../src/platform/config';
import { signToken } from '../src/platform/token';
import { readImageSize, sniffMime } from '../src/services/image-file';
import { demo, makeApp, post } from './helpers';
import { jpeg, png } from './images';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const ULID = '01JDQ2ZKX4V7T9R3M5N8P6W2YA';
/** Outside both sale groups (reserve sale 0, 3, 7, 8; main sale 0, 3, 4, 7). */
const OTHERS: RoleId[] = [1, 2, 5, 6, 9, 10];
type App = ReturnType<typeof makeApp>;
const tokenOf = (t: App, role: RoleId) => t.tokenFor(role, role === 8 ? 'APC0097' : null);

const pdf = (bytes: number) => {
  const b = new Uint8Array(bytes);
  b.set(new TextEncoder().encode('%PDF-1.7\n'));
  return b;
};

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes], name, { type });

function uploadForm(fields: Record<string, string>, f: File | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (f) form.set('file', f);
  return form;
}

const insurerFields = {
  policy_ulid: ULID,
  c_id: '12',
  kind: '1',
  type_id: '00001',
  title: 'Ахметов Ерлан',
  iin: '850315300128',
};

async function upload(t: App, form: FormData | string, role: RoleId = 3) {
  const res = await t.app.request('/api/document/upload', {
    method: 'POST',
    body: form,
    headers: auth(tokenOf(t, role)),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function uploaded(t: App, fields: Record<string, string>, f: File): Promise<DocumentRecord> {
  const r = await upload(t, uploadForm(fields, f));
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return DocumentUploadAnswerSchema.parse(r.json).data;
}

describe('the file reader', () => {
  it('reads the format from the bytes and the picture size', () => {
    expect(sniffMime(png(800, 600, 100))).toBe('image/png');
    expect(sniffMime(jpeg(800, 600, 100))).toBe('image/jpeg');
    expect(sniffMime(pdf(100))).toBe('application/pdf');
    expect(sniffMime(new TextEncoder().encode('hello'))).toBeNull();
    expect(readImageSize(png(800, 600, 100), 'image/png')).toEqual({ width: 800, height: 600 });
    expect(readImageSize(jpeg(1024, 768, 100), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
  });
});

describe('POST /api/document/upload', () => {
  it('keeps a picture of the right type and size and answers the record with its id', async () => {
    const t = makeApp();
    const doc = await uploaded(
      t,
      insurerFields,
      file(png(1200, 800, 300_000), 'udostoverenie.png', 'image/png'),
    );
    expect(doc).toMatchObject({
      id: expect.any(Number),
      policy_ulid: ULID,
      c_id: 12,
      kind: 1,
      type_id: '00001',
      file_name: 'udostoverenie.png',
      object: 'image/png',
      size: 300_000,
      title: 'Ахметов Ерлан',
    });
    const row = t.db.prepare('SELECT length(body) AS n FROM ogpo_documents WHERE id = ?').get(doc.id) as {
      n: number;
    };
    expect(row.n).toBe(300_000);
  });

  it('a JPEG, and a small PDF as it is; a vehicle takes its technical passport', async () => {
    const t = makeApp();
    const j = await uploaded(
      t,
      { ...insurerFields, kind: '2', type_id: '00028' },
      file(jpeg(1000, 700, 150_000), 'p.jpg', 'image/jpeg'),
    );
    expect(j).toMatchObject({ kind: 2, object: 'image/jpeg' });
    const p = await uploaded(
      t,
      { policy_ulid: ULID, c_id: '41', kind: '3', type_id: '00021' },
      file(pdf(20_000), 'tp.pdf', 'application/pdf'),
    );
    expect(p).toMatchObject({ kind: 3, type_id: '00021', object: 'application/pdf', size: 20_000 });
  });

  it.each([
    ['under 100 KB', png(1200, 800, 102_399), 'Размер файла меньше 100 КБ'],
    ['over 4 MB', png(1200, 800, 4 * 1024 * 1024 + 1), 'Размер файла больше 4 МБ'],
    [
      'not a picture nor a PDF (named .png)',
      new Uint8Array(200_000).fill(65),
      'Допустимые форматы файла: png, jpeg, pdf',
    ],
    [
      'a picture under 500 px',
      png(499, 800, 200_000),
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ],
    [
      'a JPEG under 500 px high',
      jpeg(800, 400, 200_000),
      'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.',
    ],
    ['an empty file', new Uint8Array(0), 'Файл не выбран'],
  ])('422 for a file %s', async (_n, bytes, message) => {
    const t = makeApp();
    const r = await upload(t, uploadForm(insurerFields, file(bytes, 'scan.png', 'image/png')));
    expect(r.status).toBe(422);
    expect(r.json).toEqual({ result: false, errors: [message] });
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM ogpo_documents').get() as { n: number }).n).toBe(0);
  });

  it('413 for a body beyond one file and its fields', async () => {
    const r = await upload(
      makeApp(),
      uploadForm(insurerFields, file(png(900, 900, 4 * 1024 * 1024 + 100_000), 'a.png', 'image/png')),
    );
    expect(r.status).toBe(413);
  });

  it('422 without a file, or with a type the owner cannot have', async () => {
    const t = makeApp();
    const none = await upload(t, uploadForm(insurerFields, null));
    expect(none).toEqual({ status: 422, json: { result: false, errors: ['Файл не выбран'] } });
    const wrong = await upload(
      t,
      uploadForm({ ...insurerFields, kind: '3' }, file(png(900, 900, 200_000), 'a.png', 'image/png')),
    );
    expect(wrong).toEqual({ status: 422, json: { result: false, errors: ['Неизвестный тип документа'] } });
  });

  it.each([
    ['an unknown type code', { ...insurerFields, type_id: '00099' }, 'Неизвестный тип документа'],
    ['a bad kind', { ...insurerFields, kind: '4' }, 'Неверный вид владельца документа'],
    ['no owner', { ...insurerFields, c_id: '' }, 'Не указан владелец документа'],
    ['a bad ulid', { ...insurerFields, policy_ulid: 'x' }, 'Неверный идентификатор'],
  ])('400 for %s', async (_n, fields, message) => {
    const r = await upload(makeApp(), uploadForm(fields, file(png(900, 900, 200_000), 'a.png', 'image/png')));
    expect(r.status).toBe(400);
    expect(r.json.errors).toContain(message);
  });

  it('400 for a JSON body', async () => {
    const t = makeApp();
    const res = await post(t.app, '/api/document/upload', insurerFields, auth(tokenOf(t, 3)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      result: false,
      errors: ['Тело запроса должно быть в формате multipart/form-data.'],
    });
  });

  it('only the sale groups may upload', async () => {
    const t = makeApp();
    for (const role of OTHERS) {
      const r = await upload(
        t,
        uploadForm(insurerFields, file(png(900, 900, 200_000), 'a.png', 'image/png')),
        role,
      );
      expect(r.status, `role ${role}`).toBe(403);
    }
    // each seller uploads into a sale of their own
    for (const role of [0, 4, 7, 8] as RoleId[]) {
      const own = { ...insurerFields, policy_ulid: `01JDM9ZK3T8Q4W6X2Y7V5R1N0${role}` };
      expect(
        (await upload(t, uploadForm(own, file(png(900, 900, 200_000), 'a.png', 'image/png')), role)).status,
      ).toBe(200);
    }
  });

  it('an uploaded file survives a restart (kept in the database file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sakta-docs-'));
    try {
      const config = testConfig({ scryptN: 1024 });
      const path = join(dir, 'sakta.db');
      const db1 = prepareDatabase(path, config);
      const app1 = createApp({ db: db1, config });
      const id = (db1.prepare('SELECT id FROM users WHERE iin = ?').get(demo(3).iin) as { id: number }).id;
      const token = signToken(
        { sub: id, role: 3, apc: null },
        config.tokenSecret,
        config.tokenTtl,
        config.now(),
      ).token;
      const res = await app1.request('/api/document/upload', {
        method: 'POST',
        body: uploadForm(insurerFields, file(png(900, 900, 200_000), 'a.png', 'image/png')),
        headers: auth(token),
      });
      expect(res.status).toBe(200);
      db1.close();
      const db2 = prepareDatabase(path, config);
      expect(db2.prepare('SELECT file_name, length(body) AS n FROM ogpo_documents').all()).toEqual([
        { file_name: 'a.png', n: 200_000 },
      ]);
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/document/delete and delete-client-images', () => {
  it('deletes the record kept; a record that is not kept is 404', async () => {
    const t = makeApp();
    const doc = await uploaded(t, insurerFields, file(png(900, 900, 200_000), 'a.png', 'image/png'));
    const wrongOwner = await post(t.app, '/api/document/delete', { ...doc, c_id: 13 }, auth(tokenOf(t, 3)));
    expect(wrongOwner.status).toBe(404);
    expect(await wrongOwner.json()).toEqual({ result: false, errors: ['Документ не найден'] });
    const res = await post(t.app, '/api/document/delete', doc, auth(tokenOf(t, 3)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, deleted: 1 });
    expect((await post(t.app, '/api/document/delete', doc, auth(tokenOf(t, 3)))).status).toBe(404);
  });

  it('400 for a body that is not a document record; 403 outside the group', async () => {
    const t = makeApp();
    expect((await post(t.app, '/api/document/delete', { id: 1 }, auth(tokenOf(t, 3)))).status).toBe(400);
    for (const role of OTHERS)
      expect((await post(t.app, '/api/document/delete', { id: 1 }, auth(tokenOf(t, role)))).status).toBe(403);
  });

  it("deleting a client deletes its images (insurer and insured), not a vehicle's with the same id", async () => {
    const t = makeApp();
    const img = () => file(png(900, 900, 200_000), 'a.png', 'image/png');
    await uploaded(t, insurerFields, img());
    await uploaded(t, { ...insurerFields, kind: '2', type_id: '00028' }, img());
    await uploaded(t, { ...insurerFields, c_id: '13' }, img());
    await uploaded(t, { policy_ulid: ULID, c_id: '12', kind: '3', type_id: '00021' }, img());
    const res = await post(
      t.app,
      '/api/document/delete-client-images',
      { client: { id: 12, iin: '850315300128' } },
      auth(tokenOf(t, 3)),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: true, deleted: 2 });
    expect(t.db.prepare('SELECT kind, c_id FROM ogpo_documents ORDER BY id').all()).toEqual([
      { kind: 1, c_id: 13 },
      { kind: 3, c_id: 12 },
    ]);
    expect(
      (await post(t.app, '/api/document/delete-client-images', { client: {} }, auth(tokenOf(t, 8)))).status,
    ).toBe(400);
    expect(
      (await post(t.app, '/api/document/delete-client-images', { client: { id: 12 } }, auth(tokenOf(t, 5))))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/podft/upload', () => {
  function podftForm(fields: Record<string, string>, front: File | null, back: File | null) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (front) form.set('front', front);
    if (back) form.set('back', back);
    return form;
  }
  async function send(t: App, form: FormData, role: RoleId = 3) {
    const res = await t.app.request('/api/podft/upload', {
      method: 'POST',
      body: form,
      headers: auth(tokenOf(t, role)),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  const client = { id: '12', ulid: ULID, entity: '0' };
  const img = () => file(png(900, 900, 200_000), 'front.png', 'image/png');

  it('takes the front image alone, or both, and answers the id and data', async () => {
    const t = makeApp();
    const one = await send(t, podftForm(client, img(), null));
    expect(one.status).toBe(200);
    const a = PodftUploadAnswerSchema.parse(one.json);
    expect(a.data).toMatchObject({
      entity: 0,
      item_id: 12,
      ulid: ULID,
      front_image: 'front.png',
      back_image: null,
      status: 1,
    });
    expect(a.id).toBe(a.data.id);
    const both = PodftUploadAnswerSchema.parse(
      (await send(t, podftForm(client, img(), file(jpeg(900, 900, 200_000), 'back.jpg', 'image/jpeg')))).json,
    );
    expect(both.data.back_image).toBe('back.jpg');
  });

  it('a vehicle must be one the sale saved', async () => {
    const t = makeApp();
    const r = await send(t, podftForm({ ...client, entity: '1', id: '999' }, img(), null));
    expect(r).toEqual({ status: 404, json: { result: false, message: 'Объект проверки не найден' } });
    const [v] = (
      (await (
        await post(
          t.app,
          '/api/vehicle/get',
          { filter: { verify: true, isNumber: true }, number: '123ABC02' },
          auth(tokenOf(t, 3)),
        )
      ).json()) as { data: unknown[] }
    ).data;
    const saved = (await (await post(t.app, '/api/vehicle/set', [v], auth(tokenOf(t, 3)))).json()) as {
      data: Array<{ id: number }>;
    };
    const ok = await send(
      t,
      podftForm({ ...client, entity: '1', id: String(saved.data[0]?.id) }, img(), null),
    );
    expect(ok.status).toBe(200);
  });

  it.each([
    ['no image', null, null, 'Выберите хотя бы одно изображение'],
    [
      'a PDF',
      file(pdf(200_000), 'a.pdf', 'application/pdf'),
      null,
      'Лицевая сторона: Допустимые форматы файла: png, jpeg',
    ],
    [
      'a small back image',
      null,
      file(png(900, 900, 50_000), 'b.png', 'image/png'),
      'Обратная сторона: Размер файла меньше 100 КБ',
    ],
    [
      'an oversized image',
      file(png(900, 900, 4 * 1024 * 1024 + 1), 'b.png', 'image/png'),
      null,
      'Лицевая сторона: Размер файла больше 4 МБ',
    ],
  ])('422 with a message: %s', async (_n, front, back, message) => {
    const t = makeApp();
    const r = await send(t, podftForm(client, front, back));
    expect(r).toEqual({ status: 422, json: { result: false, message } });
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM podft_uploads').get() as { n: number }).n).toBe(0);
  });

  it('400 for bad fields; 403 outside the group', async () => {
    const t = makeApp();
    const bad = await send(t, podftForm({ ...client, entity: '2' }, img(), null));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toContain('Неверный вид объекта проверки');
    for (const role of OTHERS) expect((await send(t, podftForm(client, img(), null), role)).status).toBe(403);
  });
});
