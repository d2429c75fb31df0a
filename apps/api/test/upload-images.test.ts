import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { makeApp } from './helpers';
import { jpeg, png, PNG_SIGNATURE, ihdr } from './images';

/**
 * Every image upload (recognize-upload, document/upload, podft/upload) reads the picture's format and size from
 * the picture itself (spec part 2 sections 5.1 and 9: png or jpeg, at least 500 x 500 px): a file that begins like
 * a PNG or a JPEG but is not one (an HTML page behind the signature) is refused as a bad image, never kept.
 */

const ULID = '01JDQ2ZKX4V7T9R3M5N8P6W2YA';
const LOW_QUALITY = 'Некачественное изображение. Пожалуйста, загрузите файл лучшего качества.';
type App = ReturnType<typeof makeApp>;

const html = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** `head` followed by an HTML page, padded to 200 KB (above the 100 KB minimum). */
function disguised(head: number[]): Uint8Array {
  const b = new Uint8Array(200_000).fill(0x20);
  b.set(head);
  b.set(html, head.length);
  return b;
}

const JPEG_START = [0xff, 0xd8, 0xff];

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([Buffer.from(bytes)], name, { type });

function send(t: App, path: string, form: FormData, role: RoleId = 3) {
  return t.app.request(path, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${t.tokenFor(role)}` },
  });
}

function documentForm(f: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ policy_ulid: ULID, c_id: '12', kind: '1', type_id: '00001' }))
    form.set(k, v);
  form.set('file', f);
  return form;
}

function podftForm(f: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ id: '12', ulid: ULID, entity: '0' })) form.set(k, v);
  form.set('front', f);
  return form;
}

function scanForm(f: File) {
  const form = new FormData();
  form.set('document', f);
  return form;
}

const count = (t: App, table: string) =>
  (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe.each([
  ['a PNG signature', PNG_SIGNATURE, 'scan.png', 'image/png'],
  ['a JPEG start', JPEG_START, 'scan.jpg', 'image/jpeg'],
])('%s followed by an HTML page', (_name, head, name, type) => {
  const bytes = disguised(head);

  it('document/upload: 422 bad image, nothing kept', async () => {
    const t = makeApp();
    const res = await send(t, '/api/document/upload', documentForm(file(bytes, name, type)));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ result: false, errors: [LOW_QUALITY] });
    expect(count(t, 'ogpo_documents')).toBe(0);
  });

  it('podft/upload: 422 bad image, nothing kept', async () => {
    const t = makeApp();
    const res = await send(t, '/api/podft/upload', podftForm(file(bytes, name, type)));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ result: false, message: `Лицевая сторона: ${LOW_QUALITY}` });
    expect(count(t, 'podft_uploads')).toBe(0);
  });

  it('client/recognize-upload: 400 bad image, no task', async () => {
    const t = makeApp();
    const res = await send(t, '/api/client/recognize-upload', scanForm(file(bytes, name, type)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, message: LOW_QUALITY });
    expect(count(t, 'recognition_tasks')).toBe(0);
  });
});

describe('the picture’s own header decides', () => {
  it('a PNG whose header chunk is missing is refused by every upload; a real header of 500 x 500 passes', async () => {
    const t = makeApp();
    // the signature, then a chunk that is not the header (IHDR) a PNG must begin with
    const headless = png(900, 900, 200_000);
    headless.set([0x74, 0x45, 0x58, 0x74], 12); // 'tEXt'
    const bad = file(headless, 'a.png', 'image/png');
    expect((await send(t, '/api/document/upload', documentForm(bad))).status).toBe(422);
    expect((await send(t, '/api/podft/upload', podftForm(bad))).status).toBe(422);
    expect((await send(t, '/api/client/recognize-upload', scanForm(bad))).status).toBe(400);

    const good = () => file(png(500, 500, 200_000), 'a.png', 'image/png');
    expect((await send(t, '/api/document/upload', documentForm(good()))).status).toBe(200);
    expect((await send(t, '/api/podft/upload', podftForm(good()))).status).toBe(200);
    expect((await send(t, '/api/client/recognize-upload', scanForm(good()))).status).toBe(200);
  });

  it('a real PNG header or JPEG start followed by an HTML page is refused: the file is read to its end', async () => {
    const t = makeApp();
    const page = Buffer.from(
      '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
    );
    const pngThenHtml = Buffer.concat([
      Buffer.from(PNG_SIGNATURE),
      ihdr(800, 600),
      page,
      Buffer.alloc(150_000, 32),
    ]);
    const realPng = Buffer.from(png(800, 600, 150_000));
    const jpegThenHtml = Buffer.concat([Buffer.from(jpeg(800, 600, 150_000)), page]);
    for (const [bytes, name, type] of [
      [pngThenHtml, 'a.png', 'image/png'],
      [Buffer.concat([realPng, page]), 'b.png', 'image/png'],
      [jpegThenHtml, 'c.jpg', 'image/jpeg'],
    ] as const) {
      const f = file(new Uint8Array(bytes), name, type);
      expect((await send(t, '/api/document/upload', documentForm(f))).status, name).toBe(422);
      expect((await send(t, '/api/podft/upload', podftForm(f))).status, name).toBe(422);
      expect((await send(t, '/api/client/recognize-upload', scanForm(f))).status, name).toBe(400);
    }
    // the same pictures without the page pass
    const good = file(new Uint8Array(jpeg(800, 600, 150_000)), 'd.jpg', 'image/jpeg');
    expect((await send(t, '/api/document/upload', documentForm(good))).status).toBe(200);
  });
});
