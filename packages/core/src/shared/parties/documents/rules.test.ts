import { describe, expect, it } from 'vitest';
import { DocumentUploadFieldsSchema, PodftUploadFieldsSchema } from './endpoints';
import { documentTypesFor, fileProblem } from './upload-rules';
import {
  DOCUMENTS_FIXTURE_ULID,
  goodJpeg,
  goodPng,
  hugePdf,
  smallPdf,
  smallPng,
  wordFile,
} from './testing/fixtures';

describe('upload files (spec 5.1, 9)', () => {
  it.each([
    ['png 350 KB', goodPng, null],
    ['jpeg 240 KB', goodJpeg, null],
    ['png 20 KB', smallPng, 'Размер файла меньше 100 КБ'],
    ['pdf 40 KB (as it is)', smallPdf, null],
    ['pdf 5 MB', hugePdf, 'Размер файла больше 4 МБ'],
    ['docx', wordFile, 'Допустимые форматы файла: png, jpeg, pdf'],
    ['exactly 100 KB', { name: 'a.png', size: 102400, type: 'image/png' }, null],
    ['one byte short', { name: 'a.png', size: 102399, type: 'image/png' }, 'Размер файла меньше 100 КБ'],
    ['exactly 4 MB', { name: 'a.jpg', size: 4194304, type: 'image/jpeg' }, null],
    ['4 MB and a byte', { name: 'a.jpg', size: 4194305, type: 'image/jpeg' }, 'Размер файла больше 4 МБ'],
    ['empty pdf', { name: 'a.pdf', size: 0, type: 'application/pdf' }, 'Файл не выбран'],
    ['none', null, 'Файл не выбран'],
  ])('%s', (_n, file, problem) => expect(fileProblem(file)).toBe(problem));

  it('the anti-money-laundering images take png and jpeg only', () => {
    expect(fileProblem(smallPdf, { imagesOnly: true })).toBe('Допустимые форматы файла: png, jpeg');
    expect(fileProblem(goodPng, { imagesOnly: true })).toBeNull();
  });

  it('types by owner (spec 3.7)', () => {
    expect(documentTypesFor(1).map((t) => t.type_id)).toEqual(['00001', '00028', '00033']);
    expect(documentTypesFor(2).map((t) => t.type_id)).toEqual(['00001', '00028', '00033']);
    expect(documentTypesFor(3).map((t) => t.type_id)).toEqual(['00021']);
  });

  it('the multipart fields', () => {
    const ok = { policy_ulid: DOCUMENTS_FIXTURE_ULID, c_id: '12', kind: '1', type_id: '00001' };
    expect(DocumentUploadFieldsSchema.safeParse(ok).success).toBe(true);
    expect(DocumentUploadFieldsSchema.safeParse({ ...ok, type_id: '00099' }).success).toBe(false);
    expect(DocumentUploadFieldsSchema.safeParse({ ...ok, kind: '4' }).success).toBe(false);
    expect(DocumentUploadFieldsSchema.safeParse({ ...ok, c_id: '0' }).success).toBe(false);
    expect(
      PodftUploadFieldsSchema.safeParse({ id: '12', ulid: DOCUMENTS_FIXTURE_ULID, entity: '1' }).success,
    ).toBe(true);
    expect(PodftUploadFieldsSchema.safeParse({ id: '12', ulid: 'x', entity: '1' }).success).toBe(false);
  });
});
