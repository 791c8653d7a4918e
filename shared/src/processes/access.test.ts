import { describe, expect, it } from 'vitest';
import { routeByName } from '../api/routes.js';
import {
  type AccessSubject,
  canEditModel,
  canReadFolder,
  canSeeModel,
  canWriteFolder,
  type FolderAccessRecord,
  isOwner,
  isSharedWith,
  MODEL_ROUTE_PERMISSIONS,
  mayOpenModels,
  modelAccessOf,
  normalizeFolderPermissions,
  permissionsOfRoles,
} from './access.js';
import { emptyDiagramXml, hasBpmnExtension, stripBpmnExtension } from './emptyDiagram.js';

const modeller: AccessSubject = {
  userId: 'max@x',
  roleIds: ['modellierer'],
  permissions: { PROCESS: true, PROCESS_WRITE: true },
};
const reader: AccessSubject = { userId: 'lea@x', roleIds: ['leser'], permissions: { PROCESS: true } };
const trainer: AccessSubject = {
  userId: 'tom@x',
  roleIds: ['trainer'],
  permissions: { PROCESS: true, TRAINER: true },
};
const admin: AccessSubject = { userId: 'anna@x', roleIds: [], permissions: { ADMIN: true } };

const folder = (over: Partial<FolderAccessRecord> = {}): FolderAccessRecord => ({
  folderId: 'f',
  createdBy: 'max@x',
  folderPermissions: { modellierer: { PROCESS_READ: true, PROCESS_WRITE: true } },
  sharedUsers: [],
  ...over,
});
const model = { initiator: 'max@x', folderId: 'f', sharedUsers: [] as string[] };

describe('folder and model access', () => {
  it('makes write imply read', () => {
    expect(
      normalizeFolderPermissions([
        { roleId: 'r', permissions: { PROCESS_READ: false, PROCESS_WRITE: true } },
      ]),
    ).toEqual({
      r: { PROCESS_READ: true, PROCESS_WRITE: true },
    });
  });

  it.each([
    ['a role with read', reader, folder({ folderPermissions: { leser: { PROCESS_READ: true } } }), true],
    ['a role without rights', reader, folder(), false],
    ['the creator', { ...reader, userId: 'MAX@x' }, folder({ folderPermissions: {} }), true],
    ['a user it is shared with', reader, folder({ sharedUsers: ['lea@x'] }), true],
    ['a trainer', trainer, folder({ folderPermissions: {} }), true],
    ['an admin', admin, folder({ folderPermissions: {} }), true],
  ])('folder is readable by %s: %s', (_, subject, record, expected) => {
    expect(canReadFolder(subject, record)).toBe(expected);
  });

  it('allows creating models only in folders with write right (or for admins)', () => {
    expect(canWriteFolder(modeller, folder())).toBe(true);
    expect(canWriteFolder(reader, folder({ folderPermissions: { leser: { PROCESS_READ: true } } }))).toBe(
      false,
    );
    expect(canWriteFolder(reader, folder({ sharedUsers: ['lea@x'] }))).toBe(false);
    expect(canWriteFolder(admin, folder({ folderPermissions: {} }))).toBe(true);
  });

  it('shows a model to its owner, its folder readers, share holders and trainers only', () => {
    const hidden = folder({ folderPermissions: {} });
    expect(canSeeModel(modeller, model, hidden)).toBe(true);
    expect(canSeeModel(reader, model, hidden)).toBe(false);
    expect(canSeeModel(reader, { ...model, sharedUsers: ['lea@x'] }, hidden)).toBe(true);
    expect(canSeeModel(reader, model, folder({ sharedUsers: ['lea@x'] }))).toBe(true);
    expect(canSeeModel(trainer, model, hidden)).toBe(true);
  });

  it('gives canEdit only with PROCESS_WRITE', () => {
    expect(canEditModel(modeller, model, folder())).toBe(true);
    expect(canEditModel(reader, { ...model, sharedUsers: ['lea@x'] }, folder())).toBe(false);
    expect(
      canEditModel(
        { ...reader, permissions: { PROCESS_WRITE: true } },
        { ...model, sharedUsers: ['lea@x'] },
        folder({ folderPermissions: {} }),
      ),
    ).toBe(true);
  });
});

describe('the access decisions of one subject over a list of models', () => {
  const subjects = [modeller, reader, trainer, admin, { ...reader, permissions: { PROCESS_WRITE: true } }];
  const folders = [
    undefined,
    folder(),
    folder({ folderPermissions: {} }),
    folder({ folderPermissions: { leser: { PROCESS_READ: true } } }),
    folder({ folderPermissions: { leser: { PROCESS_WRITE: true } } }),
    folder({ folderPermissions: {}, sharedUsers: ['LEA@x'] }),
  ];
  const models = [
    model,
    { ...model, initiator: 'someone@x' },
    { ...model, initiator: 'someone@x', sharedUsers: ['lea@X'] },
    { ...model, initiator: 'Lea@x' },
  ];
  const cases = subjects.flatMap((subject) =>
    folders.flatMap((f) => models.map((m) => ({ subject, folder: f, model: m }))),
  );

  it('decides every model as canSeeModel, isOwner, isSharedWith and canEditModel do one by one', () => {
    for (const { subject, folder: f, model: m } of cases) {
      const expected = canSeeModel(subject, m, f)
        ? {
            isOwn: isOwner(subject, m),
            isShared: isSharedWith(subject, m, f),
            canEdit: canEditModel(subject, m, f),
          }
        : undefined;
      expect(modelAccessOf(subject)(m, f), JSON.stringify({ subject, f, m })).toEqual(expected);
    }
  });

  it('hides a model from a reader without a share or folder right and shows it to a trainer', () => {
    const hidden = folder({ folderPermissions: {} });
    const someoneElses = { ...model, initiator: 'someone@x' };
    expect(modelAccessOf(reader)(someoneElses, hidden)).toBeUndefined();
    expect(modelAccessOf(trainer)(someoneElses, hidden)).toEqual({
      isOwn: false,
      isShared: false,
      canEdit: false,
    });
    expect(modelAccessOf(modeller)(model, hidden)).toEqual({ isOwn: true, isShared: false, canEdit: true });
  });
});

describe('BPMN file names and empty diagrams', () => {
  it('strips and recognises the .bpmn ending', () => {
    expect(stripBpmnExtension('Bewerbung.BPMN')).toBe('Bewerbung');
    expect(hasBpmnExtension('modell.bpmn')).toBe(true);
    expect(hasBpmnExtension('modell.bpmn.txt')).toBe(false);
  });

  it('escapes the name in the empty diagram', () => {
    expect(emptyDiagramXml('A & "B"', 'abc')).toContain('name="A &amp; &quot;B&quot;"');
  });
});

describe('who can open a model once it is shared with them or they own it', () => {
  it('takes the same permissions the route table demands for opening a model', () => {
    for (const name of ['getBpmnByUuid', 'postBpmnByUuidEditMode', 'getBpmnByUuidSharedUser'] as const) {
      const { access } = routeByName(name);
      expect(access.kind === 'permission' ? [...access.anyOf].sort() : access.kind).toEqual(
        [...MODEL_ROUTE_PERMISSIONS].sort(),
      );
    }
  });

  it('lets members with PROCESS, SUPER_ADMIN or ADMIN open models, and nobody else', () => {
    expect(mayOpenModels({ PROCESS: true })).toBe(true);
    expect(mayOpenModels({ SUPER_ADMIN: true })).toBe(true);
    expect(mayOpenModels({ ADMIN: true })).toBe(true);
    expect(mayOpenModels({ PROCESS: false, PX_READ: true })).toBe(false);
    expect(mayOpenModels({})).toBe(false);
  });

  it("merges the flags of a member's roles, and an unknown role grants nothing", () => {
    const roles: { id: string; permissions: Record<string, boolean> }[] = [
      { id: 'leser', permissions: { PROCESS: true } },
      { id: 'px', permissions: { PX_READ: true } },
    ];
    expect(permissionsOfRoles(['px', 'leser'], roles)).toEqual({ PROCESS: true, PX_READ: true });
    expect(mayOpenModels(permissionsOfRoles(['px'], roles))).toBe(false);
    expect(mayOpenModels(permissionsOfRoles(['gelöscht'], roles))).toBe(false);
  });
});
