import type { ElementDescription, ElementNumber, ProcessModel } from '@prozesspuls/shared';
import { BPMN_XML_MESSAGES, withElementContent } from '@prozesspuls/shared/bpmnXml';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './client.js';
import { fixture, largeDiagram, uploadBpmn } from './upload.js';

const OWNER = 'modeller@demo.local';

const descriptionsOf = async (token: string, uuid: string) =>
  new Map(
    (await api<ElementDescription[]>('GET', `/elementDescription/bpmn/${uuid}`, { token })).body.map((d) => [
      d.elementId,
      d.text,
    ]),
  );
const numbersOf = async (token: string, uuid: string) =>
  new Map(
    (await api<ElementNumber[]>('GET', `/elementNumber/bpmn/${uuid}`, { token })).body.map((n) => [
      n.elementId,
      n.number,
    ]),
  );

/** 'Exportieren' → BPMN XML as the SPA builds it: the diagram read, with the content store's descriptions and numbers. */
async function exportXml(token: string, uuid: string): Promise<string> {
  const model = await api<ProcessModel>('GET', `/bpmn/${uuid}`, { token });
  return withElementContent(model.body.diagramXML, {
    descriptions: await descriptionsOf(token, uuid),
    numbers: await numbersOf(token, uuid),
  });
}

describe('XML export and import keep descriptions and element numbers', () => {
  let owner = '';

  beforeAll(async () => {
    owner = (await login(OWNER)).accessToken;
  });

  it('a model exported as XML and imported as a new model has the same descriptions and numbers', async () => {
    const source = await uploadBpmn(owner, `Export Quelle ${Date.now()}.bpmn`, largeDiagram(4));
    expect(source.status).toBe(201);
    const uuid = source.body.uuid ?? '';
    const descriptions = new Map([
      ['Task_0', 'Rechnung prüfen: Betrag < 1000 € & "bekannter" Lieferant.\nZweite Zeile'],
      ['Task_2', 'Freigabe durch die Leitung'],
      ['Process_large', 'Der ganze Ablauf'],
    ]);
    for (const [elementId, text] of descriptions) {
      const saved = await api('POST', '/elementDescription', {
        token: owner,
        json: { uuidModel: uuid, elementId, text },
      });
      expect(saved.status).toBe(200);
    }
    for (const [elementId, number] of [
      ['Task_0', '1'],
      ['Task_1', '2'],
      ['Task_3', '2.1'],
    ]) {
      const numbered = await api('POST', '/elementNumber', {
        token: owner,
        json: { uuidModel: uuid, elementId, number },
      });
      expect(numbered.status).toBe(200);
    }

    const xml = await exportXml(owner, uuid);
    const imported = await uploadBpmn(owner, `Export Ziel ${Date.now()}.bpmn`, xml);
    expect(imported.status).toBe(201);
    const copy = imported.body.uuid ?? '';
    expect(copy).not.toBe(uuid);

    expect(await descriptionsOf(owner, copy)).toEqual(descriptions);
    expect(await numbersOf(owner, copy)).toEqual(await numbersOf(owner, uuid));
    // The side panel's flags come from the same store.
    const attachments = await api<
      { elementId: string; hasDescription: boolean; elementNum: string | null }[]
    >('GET', `/bpmn/${copy}/attachments`, { token: owner });
    expect(attachments.body.find((a) => a.elementId === 'Task_3')).toMatchObject({ elementNum: '2.1' });
    expect(attachments.body.find((a) => a.elementId === 'Task_2')).toMatchObject({ hasDescription: true });
    // The imported numbers are reserved like assigned ones: a second element cannot take one.
    const taken = await api<{ msg: string }>('POST', '/elementNumber', {
      token: owner,
      json: { uuidModel: copy, elementId: 'Task_2', number: '2.1' },
    });
    expect(taken.status).toBe(409);
    // And a second round trip changes nothing.
    const again = await uploadBpmn(owner, `Export Runde 2 ${Date.now()}.bpmn`, await exportXml(owner, copy));
    expect(await descriptionsOf(owner, again.body.uuid ?? '')).toEqual(descriptions);
  });

  it("a third-party file's documentation becomes the elements' descriptions", async () => {
    const imported = await uploadBpmn(owner, `Kühlschrank ${Date.now()}.bpmn`, fixture('miwg-C.3.0.bpmn'));
    expect(imported.status).toBe(201);
    const descriptions = await descriptionsOf(owner, imported.body.uuid ?? '');
    expect(descriptions.size).toBe(5);
    expect(descriptions.get('_c73a5f4a-72f1-4e11-bb40-2f98da75fb9a')).toBe('First contact with customer');
    expect(descriptions.get('_cd6f230f-13c3-4027-aa3e-57de601a1ab2')).toMatch(
      /^This is a special case for handling emergencies/,
    );
  });

  it('refuses a file with one number on two elements in German and creates no model', async () => {
    const before = (await api<{ uuid: string }[]>('GET', '/bpmn', { token: owner })).body.length;
    const numbered = largeDiagram(2)
      .replace(
        /<bpmn:task id="Task_(\d)"([^>]*) \/>/g,
        '<bpmn:task id="Task_$1"$2><bpmn:extensionElements><pp:elementNumber>1</pp:elementNumber></bpmn:extensionElements></bpmn:task>',
      )
      .replace('<bpmn:definitions ', '<bpmn:definitions xmlns:pp="http://prozesspuls.de/schema/bpmn/1.0" ');
    const refused = await uploadBpmn(owner, `Doppelt ${Date.now()}.bpmn`, numbered);
    expect(refused).toEqual({ status: 400, body: { msg: BPMN_XML_MESSAGES.duplicateNumber('1') } });
    expect((await api<{ uuid: string }[]>('GET', '/bpmn', { token: owner })).body.length).toBe(before);
  });
});
