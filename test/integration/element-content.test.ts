import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DocumentDownloadLink,
  DocumentUploadSlot,
  ElementAttachments,
  ElementComment,
  ElementDescription,
  ElementDocument,
} from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, NOT_SIGNED_IN, signInDemoUsers } from './client.js';
import { largeDiagram, SAMPLE_FILES, uploadBpmn, uploadDocument } from './upload.js';

const { pdf: PDF, png: PNG, exe: EXE } = SAMPLE_FILES;

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: 'eu-central-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);

/** The counter item of one element, read past the API. */
async function counters(uuid: string, elementId: string) {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: 'prozesspuls', Key: { pk: `T#1#M#${uuid}`, sk: `ATT#${elementId}` } }),
  );
  return Item as { comments?: number; documents?: number; descriptions?: number } | undefined;
}

describe('element content: comments, documents, descriptions, attachments', () => {
  let { admin, modeller, employee: staff } = NOT_SIGNED_IN;
  let uuid = '';

  beforeAll(async () => {
    ({ admin, modeller, employee: staff } = await signInDemoUsers());
    const created = await uploadBpmn(modeller, 'Inhalte Elemente.bpmn', largeDiagram(4));
    uuid = created.body.uuid ?? '';
    expect(uuid).not.toBe('');
  });

  afterAll(() => dynamo.destroy());

  const attachmentsOf = async (elementId: string) =>
    (await api<ElementAttachments[]>('GET', `/bpmn/${uuid}/attachments`, { token: modeller })).body.find(
      (a) => a.elementId === elementId,
    );

  it('comments on an element, lists them, and shows hasComment', async () => {
    const created = await api<ElementComment>('POST', '/comment', {
      token: modeller,
      json: { text: 'Bitte prüfen', uuidModel: uuid, elementId: 'Task_0' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      text: 'Bitte prüfen',
      userId: 'modeller@demo.local',
      elementId: 'Task_0',
    });
    const listed = await api<ElementComment[]>('GET', `/comment/bpmn/${uuid}/element/Task_0`, {
      token: modeller,
    });
    expect(listed.body.map((c) => c.text)).toEqual(['Bitte prüfen']);
    expect(await attachmentsOf('Task_0')).toMatchObject({ hasComment: true, hasDocument: false });
  });

  it('refuses a comment on the top-level process, on an unknown element and an empty one, writing nothing', async () => {
    const onProcess = await api<{ msg: string }>('POST', '/comment', {
      token: modeller,
      json: { text: 'Nein', uuidModel: uuid, elementId: 'Process_large' },
    });
    expect(onProcess.status).toBe(400);
    expect(onProcess.body.msg).toMatch(/Kollaboration oder am Prozess/);
    const unknown = await api('POST', '/comment', {
      token: modeller,
      json: { text: 'Nein', uuidModel: uuid, elementId: 'Task_999' },
    });
    expect(unknown.status).toBe(400);
    const empty = await api<{ msg: string }>('POST', '/comment', {
      token: modeller,
      json: { text: '  ', uuidModel: uuid, elementId: 'Task_1' },
    });
    expect(empty.status).toBe(400);
    expect(await counters(uuid, 'Process_large')).toBeUndefined();
    expect(await counters(uuid, 'Task_999')).toBeUndefined();
    expect(await counters(uuid, 'Task_1')).toBeUndefined();
  });

  it('keeps the counter exact under parallel comment creates and deletes', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api<ElementComment>('POST', '/comment', {
          token: modeller,
          json: { text: `Parallel ${i}`, uuidModel: uuid, elementId: 'Task_2' },
        }),
      ),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    expect((await counters(uuid, 'Task_2'))?.comments).toBe(12);
    const deletions = await Promise.all(
      created.flatMap((r) => [
        api('DELETE', `/comment/${r.body.id}`, { token: modeller }),
        api('DELETE', `/comment/${r.body.id}`, { token: modeller }),
      ]),
    );
    expect(deletions.filter((r) => r.status === 204)).toHaveLength(12);
    expect(deletions.filter((r) => r.status === 404)).toHaveLength(12);
    expect((await counters(uuid, 'Task_2'))?.comments).toBe(0);
    expect(await attachmentsOf('Task_2')).toMatchObject({ hasComment: false });
  });

  it('lets only the author or the model owner delete a comment', async () => {
    const staffComment = await api<ElementComment>('POST', '/comment', {
      token: admin,
      json: { text: 'Vom Admin', uuidModel: uuid, elementId: 'Task_3' },
    });
    expect(staffComment.status).toBe(201);
    // The owner (modeller) may delete the admin's comment; staff cannot see the model at all.
    expect(
      (await api('DELETE', `/comment/${staffComment.body.id}`, { token: staff })).status,
    ).toBeGreaterThanOrEqual(403);
    expect((await api('DELETE', `/comment/${staffComment.body.id}`, { token: modeller })).status).toBe(204);
    const ownerComment = await api<ElementComment>('POST', '/comment', {
      token: modeller,
      json: { text: 'Vom Ersteller', uuidModel: uuid, elementId: 'Task_3' },
    });
    const byAdmin = await api<{ msg: string }>('DELETE', `/comment/${ownerComment.body.id}`, {
      token: admin,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.msg).toMatch(/Verfasser/);
  });

  it('uploads a PDF and an image, lists and downloads them with their names, and deletes one', async () => {
    const pdf = await uploadDocument(modeller, uuid, 'Task_1', 'Handbuch.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      fileName: 'Handbuch.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const png = await uploadDocument(modeller, uuid, 'Task_1', 'Bild.png', PNG);
    expect(png.body.contentType).toBe('image/png');
    const listed = await api<ElementDocument[]>('GET', `/bpmn/${uuid}/element/Task_1/document`, {
      token: modeller,
    });
    expect(listed.body.map((d) => d.fileName)).toEqual(['Handbuch.pdf', 'Bild.png']);
    expect(await attachmentsOf('Task_1')).toMatchObject({ hasDocument: true });

    const link = await api<DocumentDownloadLink>(
      'GET',
      `/bpmn/${uuid}/element/Task_1/document/${pdf.body.id}?link=1`,
      { token: modeller },
    );
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Handbuch.pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const redirect = await fetch(
      `${inject('baseUrl')}/api/bpmn/${uuid}/element/Task_1/document/${pdf.body.id}`,
      {
        headers: { authorization: `Bearer ${modeller}` },
        redirect: 'manual',
      },
    );
    expect(redirect.status).toBe(302);

    expect(
      (await api('DELETE', `/bpmn/${uuid}/element/Task_1/document/${png.body.id}`, { token: modeller }))
        .status,
    ).toBe(204);
    expect((await counters(uuid, 'Task_1'))?.documents).toBe(1);
  });

  it('refuses an .exe renamed .pdf, a file on the process, and a 30 MB file, recording nothing', async () => {
    const before = (await counters(uuid, 'Task_1'))?.documents;
    const exe = await uploadDocument(modeller, uuid, 'Task_1', 'rechnung.pdf', EXE);
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toMatch(/Dateityp ist nicht erlaubt/);
    const onProcess = await uploadDocument(modeller, uuid, 'Process_large', 'a.pdf', PDF);
    expect(onProcess.status).toBe(400);
    const slot = await api<{ msg: string }>('POST', `/bpmn/${uuid}/element/Task_1/document/upload`, {
      token: modeller,
      json: { fileName: 'gross.pdf', size: 30 * 1024 * 1024 },
    });
    expect(slot.status).toBe(400);
    expect(slot.body.msg).toMatch(/zu groß/);
    const big = await uploadDocument(
      modeller,
      uuid,
      'Task_1',
      'gross.pdf',
      Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024)]),
    );
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    expect((await counters(uuid, 'Task_1'))?.documents).toBe(before);
  });

  it('moves a large document through a presigned upload and checks it on confirm', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const slot = await api<DocumentUploadSlot>('POST', `/bpmn/${uuid}/element/Task_3/document/upload`, {
      token: modeller,
      json: { fileName: 'Groß.pdf', size: content.length },
    });
    expect(slot.status).toBe(200);
    const put = await fetch(slot.body.uploadUrl, { method: 'PUT', body: content });
    expect(put.status).toBe(200);
    const confirmed = await api<ElementDocument>(
      'POST',
      `/bpmn/${uuid}/element/Task_3/document/${slot.body.docId}/confirm`,
      { token: modeller, json: { fileName: 'Groß.pdf' } },
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ fileName: 'Groß.pdf', size: content.length });

    const exeSlot = await api<DocumentUploadSlot>('POST', `/bpmn/${uuid}/element/Task_3/document/upload`, {
      token: modeller,
      json: { fileName: 'x.pdf', size: EXE.length },
    });
    await fetch(exeSlot.body.uploadUrl, { method: 'PUT', body: EXE });
    const refused = await api('POST', `/bpmn/${uuid}/element/Task_3/document/${exeSlot.body.docId}/confirm`, {
      token: modeller,
      json: { fileName: 'x.pdf' },
    });
    expect(refused.status).toBe(400);
    expect((await counters(uuid, 'Task_3'))?.documents).toBe(1);
  });

  it('saves, reads, updates and resets a description; the model list of descriptions has it', async () => {
    const text = 'Siehe https://example.com/handbuch <b>kein HTML</b>';
    const saved = await api<ElementDescription>('POST', '/elementDescription', {
      token: modeller,
      json: { text, uuidModel: uuid, elementId: 'Task_0' },
    });
    expect(saved.status).toBe(200);
    const read = await api<ElementDescription>('GET', `/elementDescription/bpmn/${uuid}/element/Task_0`, {
      token: modeller,
    });
    expect(read.body.text).toBe(text);
    const updated = await api<ElementDescription>('PUT', '/elementDescription', {
      token: modeller,
      json: { ...read.body, text: 'Neu' },
    });
    expect(updated.body).toMatchObject({ id: read.body.id, text: 'Neu' });
    const all = await api<ElementDescription[]>('GET', `/elementDescription/bpmn/${uuid}`, {
      token: modeller,
    });
    expect(all.body.map((d) => d.text)).toEqual(['Neu']);
    expect(await attachmentsOf('Task_0')).toMatchObject({ hasDescription: true });
    expect((await counters(uuid, 'Task_0'))?.descriptions).toBe(1);
    await api('PUT', '/elementDescription', { token: modeller, json: { ...read.body, text: '' } });
    expect((await counters(uuid, 'Task_0'))?.descriptions).toBe(0);
    await api('POST', '/elementDescription', {
      token: modeller,
      json: { text: 'Wieder da', uuidModel: uuid, elementId: 'Task_0' },
    });
  });

  it("refuses every route with another tenant's model ids, writing nothing", async () => {
    const switched = await api('POST', '/user/client', { token: admin, json: { clientId: 2 } });
    expect(switched.status).toBe(200);
    try {
      const before = await counters(uuid, 'Task_0');
      const calls: Array<[string, string, unknown?]> = [
        ['POST', '/comment', { text: 'x', uuidModel: uuid, elementId: 'Task_0' }],
        ['GET', `/comment/bpmn/${uuid}/element/Task_0`],
        ['GET', `/bpmn/${uuid}/element/Task_0/document`],
        ['POST', `/bpmn/${uuid}/element/Task_0/document/upload`, { fileName: 'a.pdf', size: 10 }],
        ['POST', '/elementDescription', { text: 'x', uuidModel: uuid, elementId: 'Task_0' }],
        ['PUT', '/elementDescription', { text: 'x', uuidModel: uuid, elementId: 'Task_0' }],
        ['GET', `/elementDescription/bpmn/${uuid}/element/Task_0`],
        ['GET', `/elementDescription/bpmn/${uuid}`],
        ['GET', `/bpmn/${uuid}/attachments`],
      ];
      for (const [method, path, json] of calls) {
        const reply = await api(method, path, { token: admin, json });
        expect([403, 404], `${method} ${path}`).toContain(reply.status);
      }
      const comments = await api<ElementComment[]>('GET', `/comment/bpmn/${uuid}/element/Task_3`, {
        token: modeller,
      });
      for (const comment of comments.body) {
        expect((await api('DELETE', `/comment/${comment.id}`, { token: admin })).status).toBe(404);
      }
      const docs = await api<ElementDocument[]>('GET', `/bpmn/${uuid}/element/Task_3/document`, {
        token: modeller,
      });
      for (const doc of docs.body) {
        expect(
          (await api('GET', `/bpmn/${uuid}/element/Task_3/document/${doc.id}?link=1`, { token: admin }))
            .status,
        ).toBe(404);
        expect(
          (await api('DELETE', `/bpmn/${uuid}/element/Task_3/document/${doc.id}`, { token: admin })).status,
        ).toBe(404);
      }
      expect(await uploadDocument(admin, uuid, 'Task_0', 'a.pdf', PDF)).toMatchObject({ status: 404 });
      expect(await counters(uuid, 'Task_0')).toEqual(before);
    } finally {
      await api('POST', '/user/client', { token: admin, json: { clientId: 1 } });
    }
  });

  it('removes the content of an element deleted by a save, and everything with the model', async () => {
    await api('POST', `/bpmn/${uuid}/editMode`, { token: modeller, json: { editMode: true } });
    const model = await api<{ version: number }>('GET', `/bpmn/${uuid}`, { token: modeller });
    // Task_3 (comments, a document) leaves the diagram.
    const withoutTask3 = largeDiagram(3).replace(/Process_large/g, 'Process_large');
    const saved = await api('PUT', `/bpmn/${uuid}`, {
      token: modeller,
      json: { diagramXML: withoutTask3, version: model.body.version, endEditing: true },
    });
    expect(saved.status).toBe(200);
    expect(await counters(uuid, 'Task_3')).toBeUndefined();
    expect(
      (await api<ElementDocument[]>('GET', `/bpmn/${uuid}/element/Task_3/document`, { token: modeller }))
        .body,
    ).toEqual([]);
    expect(
      (await api<ElementComment[]>('GET', `/comment/bpmn/${uuid}/element/Task_3`, { token: modeller })).body,
    ).toEqual([]);
    expect(await counters(uuid, 'Task_1')).toBeDefined();

    const docs = await api<ElementDocument[]>('GET', `/bpmn/${uuid}/element/Task_1/document`, {
      token: modeller,
    });
    const link = await api<DocumentDownloadLink>(
      'GET',
      `/bpmn/${uuid}/element/Task_1/document/${docs.body[0]?.id}?link=1`,
      { token: modeller },
    );
    expect((await api('DELETE', `/bpmn/${uuid}`, { token: modeller })).status).toBe(204);
    expect(await counters(uuid, 'Task_1')).toBeUndefined();
    expect((await fetch(link.body.url)).status).toBe(404);
  });
});
