import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DocumentDownloadLink,
  DocumentUploadSlot,
  ElementAttachments,
  ElementComment,
  ElementDescription,
  ElementDocument,
} from '@prozesspuls/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api } from './client.js';
import { closeDynamo, localDynamo } from './local-table.js';
import { demoUsersAndModel, largeDiagram, SAMPLE_FILES, uploadDocument } from './upload.js';

const { pdf: PDF, png: PNG, exe: EXE } = SAMPLE_FILES;

/** The counter item of one element, read past the API. */
async function counters(uuid: string, elementId: string) {
  const { Item } = await localDynamo().send(
    new GetCommand({ TableName: 'prozesspuls', Key: { pk: `T#1#M#${uuid}`, sk: `ATT#${elementId}` } }),
  );
  return Item as { comments?: number; documents?: number; descriptions?: number } | undefined;
}

describe('element content: comments, documents, descriptions, attachments', () => {
  const suite = setUpBeforeAll(() => demoUsersAndModel('Inhalte Elemente.bpmn', largeDiagram(4)));

  afterAll(() => closeDynamo());

  const attachmentsOf = async (elementId: string) =>
    (
      await api<ElementAttachments[]>('GET', `/bpmn/${suite.uuid}/attachments`, { token: suite.modeller })
    ).body.find((a) => a.elementId === elementId);

  it('comments on an element, lists them, and shows hasComment', async () => {
    const created = await api<ElementComment>('POST', '/comment', {
      token: suite.modeller,
      json: { text: 'Bitte prüfen', uuidModel: suite.uuid, elementId: 'Task_0' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      text: 'Bitte prüfen',
      userId: 'modeller@demo.local',
      elementId: 'Task_0',
    });
    const listed = await api<ElementComment[]>('GET', `/comment/bpmn/${suite.uuid}/element/Task_0`, {
      token: suite.modeller,
    });
    expect(listed.body.map((c) => c.text)).toEqual(['Bitte prüfen']);
    expect(await attachmentsOf('Task_0')).toMatchObject({ hasComment: true, hasDocument: false });
  });

  it('refuses a comment on the top-level process, on an unknown element and an empty one, writing nothing', async () => {
    const onProcess = await api<{ msg: string }>('POST', '/comment', {
      token: suite.modeller,
      json: { text: 'Nein', uuidModel: suite.uuid, elementId: 'Process_large' },
    });
    expect(onProcess.status).toBe(400);
    expect(onProcess.body.msg).toMatch(/Kollaboration oder am Prozess/);
    const unknown = await api('POST', '/comment', {
      token: suite.modeller,
      json: { text: 'Nein', uuidModel: suite.uuid, elementId: 'Task_999' },
    });
    expect(unknown.status).toBe(400);
    const empty = await api<{ msg: string }>('POST', '/comment', {
      token: suite.modeller,
      json: { text: '  ', uuidModel: suite.uuid, elementId: 'Task_1' },
    });
    expect(empty.status).toBe(400);
    expect(await counters(suite.uuid, 'Process_large')).toBeUndefined();
    expect(await counters(suite.uuid, 'Task_999')).toBeUndefined();
    expect(await counters(suite.uuid, 'Task_1')).toBeUndefined();
  });

  it('keeps the counter exact under parallel comment creates and deletes', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api<ElementComment>('POST', '/comment', {
          token: suite.modeller,
          json: { text: `Parallel ${i}`, uuidModel: suite.uuid, elementId: 'Task_2' },
        }),
      ),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    expect((await counters(suite.uuid, 'Task_2'))?.comments).toBe(12);
    const deletions = await Promise.all(
      created.flatMap((r) => [
        api('DELETE', `/comment/${r.body.id}`, { token: suite.modeller }),
        api('DELETE', `/comment/${r.body.id}`, { token: suite.modeller }),
      ]),
    );
    expect(deletions.filter((r) => r.status === 204)).toHaveLength(12);
    expect(deletions.filter((r) => r.status === 404)).toHaveLength(12);
    expect((await counters(suite.uuid, 'Task_2'))?.comments).toBe(0);
    expect(await attachmentsOf('Task_2')).toMatchObject({ hasComment: false });
  });

  it('lets only the author or the model owner delete a comment', async () => {
    const staffComment = await api<ElementComment>('POST', '/comment', {
      token: suite.admin,
      json: { text: 'Vom Admin', uuidModel: suite.uuid, elementId: 'Task_3' },
    });
    expect(staffComment.status).toBe(201);
    // The owner (modeller) may delete the admin's comment; staff cannot see the model at all.
    expect(
      (await api('DELETE', `/comment/${staffComment.body.id}`, { token: suite.employee })).status,
    ).toBeGreaterThanOrEqual(403);
    expect((await api('DELETE', `/comment/${staffComment.body.id}`, { token: suite.modeller })).status).toBe(
      204,
    );
    const ownerComment = await api<ElementComment>('POST', '/comment', {
      token: suite.modeller,
      json: { text: 'Vom Ersteller', uuidModel: suite.uuid, elementId: 'Task_3' },
    });
    const byAdmin = await api<{ msg: string }>('DELETE', `/comment/${ownerComment.body.id}`, {
      token: suite.admin,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.msg).toMatch(/Verfasser/);
  });

  it('uploads a PDF and an image, lists and downloads them with their names, and deletes one', async () => {
    const pdf = await uploadDocument(suite.modeller, suite.uuid, 'Task_1', 'Handbuch.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      fileName: 'Handbuch.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const png = await uploadDocument(suite.modeller, suite.uuid, 'Task_1', 'Bild.png', PNG);
    expect(png.body.contentType).toBe('image/png');
    const listed = await api<ElementDocument[]>('GET', `/bpmn/${suite.uuid}/element/Task_1/document`, {
      token: suite.modeller,
    });
    expect(listed.body.map((d) => d.fileName)).toEqual(['Handbuch.pdf', 'Bild.png']);
    expect(await attachmentsOf('Task_1')).toMatchObject({ hasDocument: true });

    const link = await api<DocumentDownloadLink>(
      'GET',
      `/bpmn/${suite.uuid}/element/Task_1/document/${pdf.body.id}?link=1`,
      { token: suite.modeller },
    );
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Handbuch.pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const redirect = await fetch(
      `${inject('baseUrl')}/api/bpmn/${suite.uuid}/element/Task_1/document/${pdf.body.id}`,
      {
        headers: { authorization: `Bearer ${suite.modeller}` },
        redirect: 'manual',
      },
    );
    expect(redirect.status).toBe(302);

    expect(
      (
        await api('DELETE', `/bpmn/${suite.uuid}/element/Task_1/document/${png.body.id}`, {
          token: suite.modeller,
        })
      ).status,
    ).toBe(204);
    expect((await counters(suite.uuid, 'Task_1'))?.documents).toBe(1);
  });

  it('refuses an .exe renamed .pdf, a file on the process, and a 30 MB file, recording nothing', async () => {
    const before = (await counters(suite.uuid, 'Task_1'))?.documents;
    const exe = await uploadDocument(suite.modeller, suite.uuid, 'Task_1', 'rechnung.pdf', EXE);
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toMatch(/Dateityp ist nicht erlaubt/);
    const onProcess = await uploadDocument(suite.modeller, suite.uuid, 'Process_large', 'a.pdf', PDF);
    expect(onProcess.status).toBe(400);
    const slot = await api<{ msg: string }>('POST', `/bpmn/${suite.uuid}/element/Task_1/document/upload`, {
      token: suite.modeller,
      json: { fileName: 'gross.pdf', size: 30 * 1024 * 1024 },
    });
    expect(slot.status).toBe(400);
    expect(slot.body.msg).toMatch(/zu groß/);
    const big = await uploadDocument(
      suite.modeller,
      suite.uuid,
      'Task_1',
      'gross.pdf',
      Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024)]),
    );
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    expect((await counters(suite.uuid, 'Task_1'))?.documents).toBe(before);
  });

  it('moves a large document through a presigned upload and checks it on confirm', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const slot = await api<DocumentUploadSlot>('POST', `/bpmn/${suite.uuid}/element/Task_3/document/upload`, {
      token: suite.modeller,
      json: { fileName: 'Groß.pdf', size: content.length },
    });
    expect(slot.status).toBe(200);
    const put = await fetch(slot.body.uploadUrl, { method: 'PUT', body: content });
    expect(put.status).toBe(200);
    const confirmed = await api<ElementDocument>(
      'POST',
      `/bpmn/${suite.uuid}/element/Task_3/document/${slot.body.docId}/confirm`,
      { token: suite.modeller, json: { fileName: 'Groß.pdf' } },
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ fileName: 'Groß.pdf', size: content.length });

    const exeSlot = await api<DocumentUploadSlot>(
      'POST',
      `/bpmn/${suite.uuid}/element/Task_3/document/upload`,
      {
        token: suite.modeller,
        json: { fileName: 'x.pdf', size: EXE.length },
      },
    );
    await fetch(exeSlot.body.uploadUrl, { method: 'PUT', body: EXE });
    const refused = await api(
      'POST',
      `/bpmn/${suite.uuid}/element/Task_3/document/${exeSlot.body.docId}/confirm`,
      {
        token: suite.modeller,
        json: { fileName: 'x.pdf' },
      },
    );
    expect(refused.status).toBe(400);
    expect((await counters(suite.uuid, 'Task_3'))?.documents).toBe(1);
  });

  it('saves, reads, updates and resets a description; the model list of descriptions has it', async () => {
    const text = 'Siehe https://example.com/handbuch <b>kein HTML</b>';
    const saved = await api<ElementDescription>('POST', '/elementDescription', {
      token: suite.modeller,
      json: { text, uuidModel: suite.uuid, elementId: 'Task_0' },
    });
    expect(saved.status).toBe(200);
    const read = await api<ElementDescription>(
      'GET',
      `/elementDescription/bpmn/${suite.uuid}/element/Task_0`,
      {
        token: suite.modeller,
      },
    );
    expect(read.body.text).toBe(text);
    const updated = await api<ElementDescription>('PUT', '/elementDescription', {
      token: suite.modeller,
      json: { ...read.body, text: 'Neu' },
    });
    expect(updated.body).toMatchObject({ id: read.body.id, text: 'Neu' });
    const all = await api<ElementDescription[]>('GET', `/elementDescription/bpmn/${suite.uuid}`, {
      token: suite.modeller,
    });
    expect(all.body.map((d) => d.text)).toEqual(['Neu']);
    expect(await attachmentsOf('Task_0')).toMatchObject({ hasDescription: true });
    expect((await counters(suite.uuid, 'Task_0'))?.descriptions).toBe(1);
    await api('PUT', '/elementDescription', { token: suite.modeller, json: { ...read.body, text: '' } });
    expect((await counters(suite.uuid, 'Task_0'))?.descriptions).toBe(0);
    await api('POST', '/elementDescription', {
      token: suite.modeller,
      json: { text: 'Wieder da', uuidModel: suite.uuid, elementId: 'Task_0' },
    });
  });

  it("refuses every route with another tenant's model ids, writing nothing", async () => {
    const switched = await api('POST', '/user/client', { token: suite.admin, json: { clientId: 2 } });
    expect(switched.status).toBe(200);
    try {
      const before = await counters(suite.uuid, 'Task_0');
      const calls: Array<[string, string, unknown?]> = [
        ['POST', '/comment', { text: 'x', uuidModel: suite.uuid, elementId: 'Task_0' }],
        ['GET', `/comment/bpmn/${suite.uuid}/element/Task_0`],
        ['GET', `/bpmn/${suite.uuid}/element/Task_0/document`],
        ['POST', `/bpmn/${suite.uuid}/element/Task_0/document/upload`, { fileName: 'a.pdf', size: 10 }],
        ['POST', '/elementDescription', { text: 'x', uuidModel: suite.uuid, elementId: 'Task_0' }],
        ['PUT', '/elementDescription', { text: 'x', uuidModel: suite.uuid, elementId: 'Task_0' }],
        ['GET', `/elementDescription/bpmn/${suite.uuid}/element/Task_0`],
        ['GET', `/elementDescription/bpmn/${suite.uuid}`],
        ['GET', `/bpmn/${suite.uuid}/attachments`],
      ];
      for (const [method, path, json] of calls) {
        const reply = await api(method, path, { token: suite.admin, json });
        expect([403, 404], `${method} ${path}`).toContain(reply.status);
      }
      const comments = await api<ElementComment[]>('GET', `/comment/bpmn/${suite.uuid}/element/Task_3`, {
        token: suite.modeller,
      });
      for (const comment of comments.body) {
        expect((await api('DELETE', `/comment/${comment.id}`, { token: suite.admin })).status).toBe(404);
      }
      const docs = await api<ElementDocument[]>('GET', `/bpmn/${suite.uuid}/element/Task_3/document`, {
        token: suite.modeller,
      });
      for (const doc of docs.body) {
        expect(
          (
            await api('GET', `/bpmn/${suite.uuid}/element/Task_3/document/${doc.id}?link=1`, {
              token: suite.admin,
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await api('DELETE', `/bpmn/${suite.uuid}/element/Task_3/document/${doc.id}`, {
              token: suite.admin,
            })
          ).status,
        ).toBe(404);
      }
      expect(await uploadDocument(suite.admin, suite.uuid, 'Task_0', 'a.pdf', PDF)).toMatchObject({
        status: 404,
      });
      expect(await counters(suite.uuid, 'Task_0')).toEqual(before);
    } finally {
      await api('POST', '/user/client', { token: suite.admin, json: { clientId: 1 } });
    }
  });

  it('removes the content of an element deleted by a save, and everything with the model', async () => {
    await api('POST', `/bpmn/${suite.uuid}/editMode`, { token: suite.modeller, json: { editMode: true } });
    const current = await api<{ version: number }>('GET', `/bpmn/${suite.uuid}`, { token: suite.modeller });
    // Task_3 (comments, a document) leaves the diagram.
    const withoutTask3 = largeDiagram(3).replace(/Process_large/g, 'Process_large');
    const saved = await api('PUT', `/bpmn/${suite.uuid}`, {
      token: suite.modeller,
      json: { diagramXML: withoutTask3, version: current.body.version, endEditing: true },
    });
    expect(saved.status).toBe(200);
    expect(await counters(suite.uuid, 'Task_3')).toBeUndefined();
    expect(
      (
        await api<ElementDocument[]>('GET', `/bpmn/${suite.uuid}/element/Task_3/document`, {
          token: suite.modeller,
        })
      ).body,
    ).toEqual([]);
    expect(
      (
        await api<ElementComment[]>('GET', `/comment/bpmn/${suite.uuid}/element/Task_3`, {
          token: suite.modeller,
        })
      ).body,
    ).toEqual([]);
    expect(await counters(suite.uuid, 'Task_1')).toBeDefined();

    const docs = await api<ElementDocument[]>('GET', `/bpmn/${suite.uuid}/element/Task_1/document`, {
      token: suite.modeller,
    });
    const link = await api<DocumentDownloadLink>(
      'GET',
      `/bpmn/${suite.uuid}/element/Task_1/document/${docs.body[0]?.id}?link=1`,
      { token: suite.modeller },
    );
    expect((await api('DELETE', `/bpmn/${suite.uuid}`, { token: suite.modeller })).status).toBe(204);
    expect(await counters(suite.uuid, 'Task_1')).toBeUndefined();
    expect((await fetch(link.body.url)).status).toBe(404);
  });
});
