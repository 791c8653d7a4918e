import * as shared from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('the copied server messages', () => {
  it('equal those of the API contract', () => {
    expect(local.FOLDER_NAME_MAX).toBe(shared.FOLDER_NAME_MAX);
    expect(local.DEFAULT_FOLDER_ID).toBe(shared.DEFAULT_FOLDER_ID);
    expect(local.DEFAULT_FOLDER_NAME).toBe(shared.DEFAULT_FOLDER_NAME);
    for (const key of ['nameRequired', 'nameTooLong', 'notEmpty', 'defaultFolder', 'noWriteRight'] as const) {
      expect(local.FOLDER_MESSAGES[key]).toBe(shared.FOLDER_MESSAGES[key]);
    }
    expect(local.FOLDER_MESSAGES.ownRoleNeedsRead(['A', 'B'])).toBe(
      shared.FOLDER_MESSAGES.ownRoleNeedsRead(['A', 'B']),
    );
    expect(local.MODEL_MESSAGES.notBpmnFile).toBe(shared.MODEL_MESSAGES.notBpmnFile);
    expect(local.MODEL_MESSAGES.nameRequired).toBe(shared.MODEL_MESSAGES.nameRequired);
  });
});
