import type { CustomElement, FolderDetails } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, signInDemoUsers } from './client.js';

const ICON_MESSAGE =
  'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)';
const NAME_TAKEN = 'Ein Ordner mit diesem Namen existiert bereits.';
const READ_WRITE = { PROCESS_READ: true, PROCESS_WRITE: true };

const dataUrl = (type: string, content: string | Buffer) =>
  `data:${type};base64,${Buffer.from(content).toString('base64')}`;
const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;
/** A 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const demo = setUpBeforeAll(signInDemoUsers);

describe('custom element icons are checked by content', () => {
  it.each([
    ['a text file named .svg', dataUrl('image/svg+xml', 'TelefonatKandidat anrufen')],
    ['a text file sent as PNG', dataUrl('image/png', 'not a png at all')],
    ['HTML as SVG', dataUrl('image/svg+xml', '<html><body>x</body></html>')],
    ['SVG without the SVG namespace', dataUrl('image/svg+xml', '<svg><rect/></svg>')],
    ['SVG with a script', dataUrl('image/svg+xml', svg('<script>alert(1)</script>'))],
    ['SVG with an event handler', dataUrl('image/svg+xml', svg('<rect/>', ' onload="alert(1)"'))],
    [
      'SVG with a javascript: link',
      dataUrl('image/svg+xml', svg('<a href="javascript:alert(1)"><rect/></a>')),
    ],
    ['SVG with foreignObject', dataUrl('image/svg+xml', svg('<foreignObject><p>x</p></foreignObject>'))],
    [
      'SVG loading an external image',
      dataUrl('image/svg+xml', svg('<image href="https://evil.example/a.png"/>')),
    ],
    ['SVG with an entity', dataUrl('image/svg+xml', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('&x;')}`)],
  ])('refuses %s with errorCustomElementsIcon and stores nothing', async (_label, imageUrl) => {
    const before = await api<CustomElement[]>('GET', '/customModelingEndpoint', { token: demo.modeller });
    const reply = await api('POST', '/customModelingEndpoint', {
      token: demo.modeller,
      json: { elementTitle: 'Telefonat', imageUrl },
    });
    expect(reply).toEqual({ status: 400, body: { msg: ICON_MESSAGE } });
    const after = await api<CustomElement[]>('GET', '/customModelingEndpoint', { token: demo.modeller });
    expect(after.body.length).toBe(before.body.length);
  });

  it('accepts a real PNG (whatever type it was sent as) and a plain SVG, stored with their real type', async () => {
    for (const element of (
      await api<CustomElement[]>('GET', '/customModelingEndpoint', { token: demo.admin })
    ).body)
      await api('DELETE', `/customModelingEndpoint/${element.id}`, { token: demo.admin });
    const png = await api<CustomElement>('POST', '/customModelingEndpoint', {
      token: demo.modeller,
      json: { elementTitle: 'Bild', imageUrl: dataUrl('image/svg+xml', PNG_BYTES) },
    });
    expect(png.status).toBe(201);
    expect(png.body.imageUrl).toBe(dataUrl('image/png', PNG_BYTES));
    const plainSvg = svg('<circle cx="12" cy="12" r="10" fill="#2e7d32"/>', ' viewBox="0 0 24 24"');
    const vector = await api<CustomElement>('POST', '/customModelingEndpoint', {
      token: demo.modeller,
      json: { elementTitle: 'Vektor', imageUrl: dataUrl('image/svg+xml', plainSvg) },
    });
    expect(vector.status).toBe(201);
    expect(vector.body.imageUrl).toBe(dataUrl('image/svg+xml', plainSvg));
    for (const id of [png.body.id, vector.body.id])
      expect((await api('DELETE', `/customModelingEndpoint/${id}`, { token: demo.modeller })).status).toBe(
        204,
      );
  });
});

describe('folder names are unique within a client', () => {
  const create = (folderName: string) =>
    api<{ id: string; msg?: string }>('POST', '/folder', {
      token: demo.modeller,
      json: { folderName, folderPermissions: [{ roleId: 'modellierer', permissions: READ_WRITE }] },
    });
  const rename = (id: string, folderName: string) =>
    api('PUT', `/folder/${id}`, {
      token: demo.modeller,
      json: { folderName, folderPermissions: [{ roleId: 'modellierer', permissions: READ_WRITE }] },
    });
  const named = async (name: string) =>
    (await api<FolderDetails[]>('GET', '/folder', { token: demo.modeller })).body.filter(
      (f) => f.folderName.trim().toLowerCase() === name.toLowerCase(),
    );
  const suffix = Date.now().toString(36);

  it('refuses a duplicate name, also in other case and with spaces, and "Default"', async () => {
    const name = `Einkauf ${suffix}`;
    expect((await create(name)).status).toBe(201);
    for (const duplicate of [
      name,
      name.toUpperCase(),
      `  ${name.toLowerCase()}  `,
      name.replace(' ', '   '),
    ]) {
      expect(await create(duplicate)).toEqual({ status: 409, body: { msg: NAME_TAKEN } });
    }
    for (const defaultName of ['Default', ' default '])
      expect(await create(defaultName)).toEqual({ status: 409, body: { msg: NAME_TAKEN } });
    expect(await named(name)).toHaveLength(1);
  });

  it('lets exactly one of 10 parallel creates of one name win', async () => {
    const name = `Parallel ${suffix}`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(i % 2 === 0 ? name : name.toLowerCase())),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.msg)).toEqual(Array(9).fill(NAME_TAKEN));
    expect(await named(name)).toHaveLength(1);
  });

  it('refuses a rename onto a taken name, allows a case change of its own, frees a name on rename and delete', async () => {
    const first = (await create(`Erster ${suffix}`)).body.id;
    const second = (await create(`Zweiter ${suffix}`)).body.id;
    expect(await rename(second, ` erster ${suffix.toUpperCase()} `)).toEqual({
      status: 409,
      body: { msg: NAME_TAKEN },
    });
    expect(await rename(second, 'DEFAULT')).toEqual({ status: 409, body: { msg: NAME_TAKEN } });
    // Its own name in other case is no clash.
    expect((await rename(first, `ERSTER ${suffix}`)).status).toBe(204);
    // Renaming frees the old name; the new one is taken.
    expect((await rename(first, `Dritter ${suffix}`)).status).toBe(204);
    expect((await create(`Erster ${suffix}`)).status).toBe(201);
    expect(await create(`dritter ${suffix}`)).toEqual({ status: 409, body: { msg: NAME_TAKEN } });
    // Two parallel renames of different folders onto one free name: one wins.
    const racing = await Promise.all([
      rename(first, `Vierter ${suffix}`),
      rename(second, `vierter ${suffix}`),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([204, 409]);
    // Deleting frees the name.
    expect((await api('DELETE', `/folder/${second}`, { token: demo.modeller })).status).toBe(204);
    expect((await create(`Zweiter ${suffix}`)).status).toBe(201);
    expect(await named(`Zweiter ${suffix}`)).toHaveLength(1);
  });
});
