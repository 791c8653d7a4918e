import { describe, expect, it } from 'vitest';
import type { AccessSubject, FolderAccessRecord } from './access.js';
import {
  canEditDiagram,
  canIssueReleaseRequest,
  readsReleasedVersion,
  releaseStateOf,
  shownXmlKey,
} from './releaseRules.js';

const writer = (userId: string): AccessSubject => ({
  userId,
  roleIds: ['modellierer'],
  permissions: { PROCESS: true, PROCESS_WRITE: true },
});
const owner = writer('owner@x');
const reviewer = writer('reviewer@x');
const colleague = writer('kollegin@x');
const reader: AccessSubject = { userId: 'leser@x', roleIds: ['leser'], permissions: { PROCESS: true } };
const folder: FolderAccessRecord = {
  folderId: 'f',
  createdBy: 'owner@x',
  folderPermissions: {
    modellierer: { PROCESS_READ: true, PROCESS_WRITE: true },
    leser: { PROCESS_READ: true },
  },
  sharedUsers: [],
};
const model = {
  initiator: 'owner@x',
  folderId: 'f',
  sharedUsers: ['geteilt@x'],
  releaseReviewer: 'Reviewer@X',
  xmlKey: '1/models/u/draft.bpmn',
  releasedXmlKey: '1/models/u/released.bpmn',
};

describe('canIssueReleaseRequest: who edits under release', () => {
  it('allows the owner and the reviewer fixed by the release history (case-insensitive)', () => {
    expect(canIssueReleaseRequest(owner, model, folder)).toBe(true);
    expect(canIssueReleaseRequest(reviewer, model, folder)).toBe(true);
  });

  it('refuses a colleague who has write rights through the folder or a share', () => {
    expect(canIssueReleaseRequest(colleague, model, folder)).toBe(false);
    expect(canIssueReleaseRequest(writer('geteilt@x'), model, undefined)).toBe(false);
  });

  it('refuses a fixed reviewer who lost the write right', () => {
    const formerReviewer: AccessSubject = { ...reader, userId: 'reviewer@x' };
    expect(canIssueReleaseRequest(formerReviewer, model, folder)).toBe(false);
  });
});

describe('canEditDiagram', () => {
  it('follows edit rights without release and canIssueReleaseRequest with it', () => {
    expect(canEditDiagram(colleague, { ...model, releaseEnabled: false }, folder)).toBe(true);
    expect(canEditDiagram(colleague, { ...model, releaseEnabled: true }, folder)).toBe(false);
    expect(canEditDiagram(owner, { ...model, releaseEnabled: true }, folder)).toBe(true);
    expect(canEditDiagram(reader, { ...model, releaseEnabled: false }, folder)).toBe(false);
  });
});

describe('what a reader reads', () => {
  it('serves the released version to everyone who may not edit, whether or not a request is open', () => {
    const enabled = { ...model, releaseEnabled: true };
    expect(shownXmlKey(false, enabled)).toBe(model.releasedXmlKey);
    expect(shownXmlKey(false, { ...enabled, pendingRequestId: 'r1' })).toBe(model.releasedXmlKey);
    expect(shownXmlKey(true, enabled)).toBe(model.xmlKey);
  });

  it('serves the draft while release is off', () => {
    expect(readsReleasedVersion(false, { ...model, releaseEnabled: false })).toBe(false);
    expect(shownXmlKey(false, { ...model, releaseEnabled: false })).toBe(model.xmlKey);
  });
});

describe('releaseStateOf', () => {
  const enabled = { ...model, releaseEnabled: true };
  it('is In Prüfung while a request waits, even after an earlier rejection', () => {
    expect(releaseStateOf({ ...enabled, pendingRequestId: 'r', lastDecision: 'REJECTED' })).toBe('IN_REVIEW');
  });
  it('keeps Abgelehnt visible until the next request', () => {
    expect(releaseStateOf({ ...enabled, lastDecision: 'REJECTED' })).toBe('REJECTED');
  });
  it('is Freigegeben when the draft is the released version and Entwurf when it differs', () => {
    expect(releaseStateOf({ ...enabled, xmlKey: model.releasedXmlKey })).toBe('RELEASED');
    expect(releaseStateOf({ ...enabled, lastDecision: 'ACCEPTED' })).toBe('DRAFT');
  });
});
