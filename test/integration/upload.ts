import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ElementDocument } from '@prozesspuls/shared';
import { expect, inject } from 'vitest';
import { signInDemoUsers } from './client.js';

/** The public BPMN fixtures in the repo (test/fixtures/bpmn, MIT, see its README). */
export function fixture(name: string): string {
  return readFileSync(resolve(import.meta.dirname, '../fixtures/bpmn', name), 'utf8');
}

/**
 * POST /api/bpmn/upload as the browser sends it: multipart with `uploadedFile` and `folderId`
 * (and `dropDanglingReferences` when the user chose to import a file without them).
 */
export async function uploadBpmn(
  token: string,
  fileName: string,
  xml: string,
  folderId = 'default',
  options: { dropDanglingReferences?: boolean } = {},
) {
  const form = new FormData();
  form.append('folderId', folderId);
  if (options.dropDanglingReferences) form.append('dropDanglingReferences', 'true');
  form.append('uploadedFile', new Blob([xml], { type: '' }), fileName);
  const response = await fetch(`${inject('baseUrl')}/api/bpmn/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { uuid?: string; msg?: string; repairable?: string },
  };
}

/** Uploads `xml` as the model `fileName` into the default folder; answers its uuid, which must be there. */
export async function uploadedModel(token: string, fileName: string, xml: string): Promise<string> {
  const uploaded = await uploadBpmn(token, fileName, xml);
  expect(uploaded.body.uuid, JSON.stringify(uploaded.body)).toBeTruthy();
  return uploaded.body.uuid ?? '';
}

/** The demo users signed in, and a model `fileName` of the modeller holding `xml`: a suite's set-up. */
export async function demoUsersAndModel(fileName: string, xml: string) {
  const demo = await signInDemoUsers();
  return { ...demo, uuid: await uploadedModel(demo.modeller, fileName, xml) };
}

/** The smallest files of their kind whose bytes the upload checks recognise (a PDF, a PNG, a Windows program). */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  ]),
  exe: Buffer.concat([
    Buffer.from('MZ', 'latin1'),
    Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]),
    Buffer.alloc(300),
  ]),
} as const;

/** POST /api/bpmn/{uuid}/element/{elementId}/document as the browser sends it: multipart `file`. */
export async function uploadDocument(
  token: string,
  uuid: string,
  elementId: string,
  name: string,
  content: Buffer,
) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${inject('baseUrl')}/api/bpmn/${uuid}/element/${elementId}/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as ElementDocument & { msg?: string },
  };
}

/** A valid diagram of `tasks` tasks in a row, for sizes beyond DynamoDB's 400 KB item limit. */
export function largeDiagram(tasks: number): string {
  return taskRow(tasks, false);
}

/**
 * The same tasks as `largeDiagram`, connected start → tasks → end: a model without errors in the
 * model checks, as a release request needs.
 */
export function releasableDiagram(tasks: number): string {
  return taskRow(tasks, true);
}

function taskRow(tasks: number, connected: boolean): string {
  const ids = Array.from({ length: tasks }, (_, i) => `Task_${i}`);
  // The chain start → tasks → end; bpmnlint reads a node's connections from its incoming/outgoing.
  const chain = ['Start', ...ids, 'End'];
  const node = (tag: string, id: string, name: string) => {
    const at = chain.indexOf(id);
    const refs = connected
      ? `${at > 0 ? `<bpmn:incoming>Flow_${at - 1}</bpmn:incoming>` : ''}${
          at < chain.length - 1 ? `<bpmn:outgoing>Flow_${at}</bpmn:outgoing>` : ''
        }`
      : '';
    return refs
      ? `<bpmn:${tag} id="${id}" name="${name}">${refs}</bpmn:${tag}>`
      : `<bpmn:${tag} id="${id}" name="${name}" />`;
  };
  const elements = ids.map((id, i) =>
    node('task', id, `Arbeitsschritt ${i} mit einer etwas längeren Beschreibung`),
  );
  const shapes = ids.map(
    (id, i) =>
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${i * 120}" y="100" width="100" height="80" /></bpmndi:BPMNShape>`,
  );
  if (connected) {
    elements.unshift(node('startEvent', 'Start', 'Anfang'));
    elements.push(node('endEvent', 'End', 'Ende'));
    shapes.push(
      '<bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="0" y="300" width="36" height="36" /></bpmndi:BPMNShape>',
      `<bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="${tasks * 120}" y="300" width="36" height="36" /></bpmndi:BPMNShape>`,
    );
    for (const [i, source] of chain.slice(0, -1).entries()) {
      elements.push(`<bpmn:sequenceFlow id="Flow_${i}" sourceRef="${source}" targetRef="${chain[i + 1]}" />`);
      shapes.push(
        `<bpmndi:BPMNEdge id="Flow_${i}_di" bpmnElement="Flow_${i}"><di:waypoint x="${i * 120}" y="250" /><di:waypoint x="${i * 120 + 100}" y="250" /></bpmndi:BPMNEdge>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"${connected ? ' xmlns:di="http://www.omg.org/spec/DD/20100524/DI"' : ''} id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="Process_large">${elements.join('')}</bpmn:process>
<bpmndi:BPMNDiagram id="D"><bpmndi:BPMNPlane id="P" bpmnElement="Process_large">${shapes.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
