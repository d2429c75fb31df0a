import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TYPE_NAMES, type DemoScan } from '@sakta/core/ogpo/client';
import { renderPdf } from '../../services/pdf/render';
import { DEMO_SCANS, UNKNOWN_SCAN, type DemoScanDef } from './seed-clients-data';

/**
 * The demo scans the sandbox offers for download: the committed PNG and JPEG pictures (made by
 * scripts/make-demo-scans.mjs) and a PDF passport rendered here with pdf-lib. Each carries its recognition code
 * in its metadata; recognition reads the code from the bytes.
 */

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'demo-scans');

const dmy = (iso: string) => (iso ? iso.split('-').reverse().join('.') : '—');

function pdfScan(def: DemoScanDef): Promise<Uint8Array> {
  const r = def.recognised;
  return renderPdf({
    title: `${DOCUMENT_TYPE_NAMES[r.document.type_id]}`,
    subtitle: `Скан-копия документа · SAKTA-SCAN:${def.code}`,
    fields: [
      ['Фамилия / Surname', r.surname_eng || r.surname],
      ['Имя / Given names', r.name_eng || r.name],
      ['Дата рождения / Date of birth', dmy(r.birthday)],
      ['Пол / Sex', r.sex === 1 ? 'M' : 'F'],
      ['Номер / Passport No', r.document.number],
      ['Дата выдачи / Date of issue', dmy(r.document.issued)],
      ['Действителен до / Date of expiry', dmy(r.document.until)],
      ['Орган выдачи / Authority', r.document.issuer],
    ],
    paragraphs: ['Демонстрационный документ песочницы Sakta.'],
    date: Date.UTC(2026, 0, 1),
  });
}

const cache = new Map<string, Uint8Array>();

export async function demoScanBytes(
  id: string,
): Promise<{ bytes: Uint8Array; mime: string; file: string } | null> {
  if (id === UNKNOWN_SCAN.id)
    return {
      bytes: readFileSync(join(DIR, UNKNOWN_SCAN.file)),
      mime: UNKNOWN_SCAN.mime,
      file: UNKNOWN_SCAN.file,
    };
  const def = DEMO_SCANS.find((s) => s.code === id);
  if (!def) return null;
  let bytes = cache.get(id);
  if (!bytes) {
    bytes =
      def.mime === 'application/pdf' ? await pdfScan(def) : new Uint8Array(readFileSync(join(DIR, def.file)));
    cache.set(id, bytes);
  }
  return { bytes, mime: def.mime, file: def.file };
}

export async function demoScanList(): Promise<DemoScan[]> {
  const list: DemoScan[] = [];
  for (const s of [...DEMO_SCANS.map((d) => ({ id: d.code, title: d.title })), UNKNOWN_SCAN]) {
    const f = await demoScanBytes(s.id);
    if (f) list.push({ id: s.id, title: s.title, file: f.file, mime: f.mime, size: f.bytes.length });
  }
  return list;
}
