import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentDownloadLink, DocumentUploadSlot, ElementDocument } from '@prozesspuls/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api } from './client.js';
import { closeDynamo, localDynamo } from './local-table.js';
import { demoUsersAndModel, largeDiagram, SAMPLE_FILES, uploadDocument } from './upload.js';

const { pdf: PDF, png: PNG, exe: EXE } = SAMPLE_FILES;

/**
 * What was checked is what is served. Each test plays one attack on the documents
 * through the public API and the presigned URLs it hands out.
 */

const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const XHTML = Buffer.from(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>',
);
const BPMN = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D"/>',
);

/** The download types this platform may ever serve (docs/documents.md). */
const SERVED_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain; charset=utf-8',
  'text/csv; charset=utf-8',
  'application/octet-stream',
];

describe('documents: what was checked is what is served', () => {
  const suite = setUpBeforeAll(() => demoUsersAndModel('Dokumente Integrität.bpmn', largeDiagram(6)));

  afterAll(() => closeDynamo());

  const slotFor = (elementId: string, fileName: string, size: number) =>
    api<DocumentUploadSlot & { msg?: string }>(
      'POST',
      `/bpmn/${suite.uuid}/element/${elementId}/document/upload`,
      {
        token: suite.modeller,
        json: { fileName, size },
      },
    );
  const confirm = (elementId: string, docId: string, fileName: string) =>
    api<ElementDocument & { msg?: string }>(
      'POST',
      `/bpmn/${suite.uuid}/element/${elementId}/document/${docId}/confirm`,
      { token: suite.modeller, json: { fileName } },
    );
  const listed = async (elementId: string) =>
    (
      await api<ElementDocument[]>('GET', `/bpmn/${suite.uuid}/element/${elementId}/document`, {
        token: suite.modeller,
      })
    ).body;
  const download = async (elementId: string, docId: string) => {
    const link = await api<DocumentDownloadLink>(
      'GET',
      `/bpmn/${suite.uuid}/element/${elementId}/document/${docId}?link=1`,
      { token: suite.modeller },
    );
    expect(link.status).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    return { headers: file.headers, bytes: Buffer.from(await file.arrayBuffer()) };
  };
  /** The stored record, read past the API. */
  const storedRecord = async (elementId: string, docId: string) => {
    const { Item } = await localDynamo().send(
      new GetCommand({
        TableName: 'prozesspuls',
        Key: { pk: `T#1#M#${suite.uuid}`, sk: `DOC#${elementId}#${docId}` },
      }),
    );
    return Item as { objectKey: string; fileName: string; contentType: string } | undefined;
  };

  it('after confirm, new bytes PUT with the same upload URL never reach the download', async () => {
    const slot = await slotFor('Task_0', 'Vertrag.pdf', PDF.length);
    expect(slot.status).toBe(200);
    expect((await fetch(slot.body.uploadUrl, { method: 'PUT', body: PDF })).status).toBe(200);
    const confirmed = await confirm('Task_0', slot.body.docId, 'Vertrag.pdf');
    expect(confirmed.status).toBe(201);

    // The attack: the URL still works for a few minutes; an EXE of the same length replaces it.
    const evil = Buffer.concat([EXE, Buffer.alloc(Math.max(0, PDF.length - EXE.length))]).subarray(
      0,
      PDF.length,
    );
    await fetch(slot.body.uploadUrl, { method: 'PUT', body: evil });
    const again = await confirm('Task_0', slot.body.docId, 'Vertrag.pdf');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      id: slot.body.docId,
      size: PDF.length,
      contentType: 'application/pdf',
    });

    const served = await download('Task_0', slot.body.docId);
    expect(served.bytes.equals(PDF)).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect((await listed('Task_0')).filter((d) => d.id === slot.body.docId)).toHaveLength(1);
  });

  it('the stored object key is made by the server: no upload URL names it', async () => {
    const slot = await slotFor('Task_0', 'Zweiter.pdf', PDF.length);
    await fetch(slot.body.uploadUrl, { method: 'PUT', body: PDF });
    expect((await confirm('Task_0', slot.body.docId, 'Zweiter.pdf')).status).toBe(201);
    const record = await storedRecord('Task_0', slot.body.docId);
    expect(record?.objectKey).toMatch(/^1\/models\/[^/]+\/documents\/[0-9a-f-]{36}$/);
    expect(decodeURIComponent(new URL(slot.body.uploadUrl).pathname)).not.toContain(record?.objectKey);
  });

  it('refuses an EXE renamed .pdf at confirm and records nothing; the staged bytes are gone', async () => {
    const slot = await slotFor('Task_1', 'rechnung.pdf', EXE.length);
    await fetch(slot.body.uploadUrl, { method: 'PUT', body: EXE });
    const refused = await confirm('Task_1', slot.body.docId, 'rechnung.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/Dateityp ist nicht erlaubt/);
    // The staging object was deleted with the refusal: confirming again finds nothing.
    const retry = await confirm('Task_1', slot.body.docId, 'rechnung.pdf');
    expect(retry.status).toBe(400);
    expect(retry.body.msg).toMatch(/nicht hochgeladen/);
    expect(await listed('Task_1')).toEqual([]);
  });

  it('refuses allowed bytes whose name declares another type (PNG named .pdf)', async () => {
    const slot = await slotFor('Task_1', 'bericht.pdf', PNG.length);
    await fetch(slot.body.uploadUrl, { method: 'PUT', body: PNG });
    const refused = await confirm('Task_1', slot.body.docId, 'bericht.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/passt nicht zu ihrer Endung/);
    const small = await uploadDocument(suite.modeller, suite.uuid, 'Task_1', 'bericht.pdf', PNG);
    expect(small.status).toBe(400);
    expect(await listed('Task_1')).toEqual([]);
  });

  it('refuses HTML, SVG and XHTML, by name and disguised as text, on both upload ways', async () => {
    const attempts: Array<[string, Buffer]> = [
      ['seite.html', HTML],
      ['bild.svg', SVG],
      ['seite.xhtml', XHTML],
      ['notiz.txt', HTML],
      ['modell.bpmn', SVG],
      ['daten.xml', XHTML],
    ];
    for (const [name, content] of attempts) {
      const small = await uploadDocument(suite.modeller, suite.uuid, 'Task_2', name, content);
      expect(small.status, name).toBe(400);
      expect(small.body.msg, name).toMatch(/HTML-, SVG- und Skriptdateien sind nicht erlaubt/);
      const slot = await slotFor('Task_2', name, content.length);
      if (/\.(html|svg|xhtml)$/.test(name)) {
        // The name alone refuses it: no bytes travel to S3 first.
        expect(slot.status, name).toBe(400);
        expect(slot.body.msg, name).toMatch(/HTML-, SVG- und Skriptdateien sind nicht erlaubt/);
        continue;
      }
      expect(slot.status, name).toBe(200);
      await fetch(slot.body.uploadUrl, { method: 'PUT', body: content });
      const refused = await confirm('Task_2', slot.body.docId, name);
      expect(refused.status, name).toBe(400);
      expect(refused.body.msg, name).toMatch(/HTML-, SVG- und Skriptdateien sind nicht erlaubt/);
    }
    expect(await listed('Task_2')).toEqual([]);
  });

  it('serves every download as attachment with nosniff and an allow-listed type, BPMN as plain text', async () => {
    const pdf = await uploadDocument(suite.modeller, suite.uuid, 'Task_3', 'Handbuch.pdf', PDF);
    const png = await uploadDocument(suite.modeller, suite.uuid, 'Task_3', 'Bild.png', PNG);
    const bpmn = await uploadDocument(suite.modeller, suite.uuid, 'Task_3', 'Ablauf.bpmn', BPMN);
    expect([pdf.status, png.status, bpmn.status]).toEqual([201, 201, 201]);
    expect(bpmn.body.contentType).toBe('text/plain; charset=utf-8');
    for (const doc of [pdf.body, png.body, bpmn.body]) {
      const { headers } = await download('Task_3', doc.id);
      expect(headers.get('content-disposition'), doc.fileName).toMatch(/^attachment;/);
      expect(headers.get('x-content-type-options'), doc.fileName).toBe('nosniff');
      expect(SERVED_TYPES, doc.fileName).toContain(headers.get('content-type'));
    }
  });

  it('refuses a body larger than the upload slot announced (confirm checks the signed size)', async () => {
    const slot = await slotFor('Task_4', 'klein.pdf', PDF.length);
    const bigger = Buffer.concat([PDF, Buffer.alloc(64 * 1024, 0x20)]);
    const put = await fetch(slot.body.uploadUrl, { method: 'PUT', body: bigger });
    // S3 refuses the PUT itself (Content-Length is signed); s3rver stores it, confirm refuses it.
    if (put.status === 200) {
      const refused = await confirm('Task_4', slot.body.docId, 'klein.pdf');
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/nicht die angekündigte Größe/);
    } else expect(put.status).toBeGreaterThanOrEqual(400);
    expect(await listed('Task_4')).toEqual([]);
  });

  it('hands out upload URLs valid at most 5 minutes with the size signed; an expired one is refused', async () => {
    const slot = await slotFor('Task_4', 'spaet.pdf', PDF.length);
    const url = new URL(slot.body.uploadUrl);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(slot.body.expiresInSeconds).toBeLessThanOrEqual(300);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');

    // The same URL, dated six minutes earlier: its five minutes are over.
    const past = new Date(Date.now() - 6 * 60 * 1000).toISOString().replace(/[-:]|\.\d{3}/g, '');
    url.searchParams.set('X-Amz-Date', past);
    const expired = await fetch(url, { method: 'PUT', body: PDF });
    expect(expired.status).toBe(403);
    const refused = await confirm('Task_4', slot.body.docId, 'spaet.pdf');
    expect(refused.status).toBe(400);
    expect(await listed('Task_4')).toEqual([]);
  });

  it('stores and offers a path-traversal name as its last segment, never in a key', async () => {
    const slot = await slotFor('Task_5', '../../../../etc/passwd', 12);
    expect(slot.status).toBe(200);
    const text = Buffer.from('root:x:0:0\n');
    const exact = await slotFor('Task_5', '../../../../etc/passwd', text.length);
    await fetch(exact.body.uploadUrl, { method: 'PUT', body: text });
    const confirmed = await confirm('Task_5', exact.body.docId, '../../../../etc/passwd');
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.fileName).toBe('passwd');
    const small = await uploadDocument(
      suite.modeller,
      suite.uuid,
      'Task_5',
      '..\\..\\windows\\win.ini',
      text,
    );
    expect(small.status).toBe(201);
    expect(small.body.fileName).toBe('win.ini');

    expect((await listed('Task_5')).map((d) => d.fileName).sort()).toEqual(['passwd', 'win.ini']);
    const { headers } = await download('Task_5', exact.body.docId);
    expect(headers.get('content-disposition')).toContain('filename="passwd"');
    for (const id of [exact.body.docId, small.body.id]) {
      const record = await storedRecord('Task_5', id);
      expect(record?.objectKey).not.toMatch(/\.\.|passwd|win\.ini|etc/);
    }
    const dotsOnly = await confirm('Task_5', slot.body.docId, '../..');
    expect(dotsOnly.status).toBe(400);
    expect(dotsOnly.body.msg).toBe('Bitte wählen Sie eine Datei.');
  });
});
