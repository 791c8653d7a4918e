import { takeElementContent } from '@prozesspuls/shared/bpmnXml';
import { EXAMPLE_FOLDER_NAME, EXAMPLE_MODEL_NAME, exampleProcessXml } from '@prozesspuls/shared/onboarding';
import { logger } from '../../adapters/logger.js';
import { startFirstSteps } from '../../data/repositories/firstSteps.js';
import { identityOf } from '../identity.js';
import { createFolder } from '../models/folders.js';
import { createModel } from '../models/models.js';

/** The roles every new client starts with (see createClient). */
const ADMINISTRATOR = { roleId: 'administrator', roleTitle: 'Administrator', permissions: { ADMIN: true } };

/**
 * A new client's first day: a folder 'Beispielprozesse' that every member may read and the
 * administrators edit, holding a small order-to-cash process with numbers, descriptions and roles
 * (created as the client's administrator, through the same path as an imported file), and the
 * first-steps checklist. The client exists without them: a failure is logged, never thrown.
 */
export async function provideFirstDay(clientId: number, adminUserId: string): Promise<void> {
  try {
    const admin = identityOf(adminUserId, clientId, [ADMINISTRATOR]);
    const folderId = await createFolder(admin, {
      folderName: EXAMPLE_FOLDER_NAME,
      folderPermissions: [
        { roleId: 'administrator', permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
        { roleId: 'mitarbeiter', permissions: { PROCESS_READ: true, PROCESS_WRITE: false } },
      ],
    });
    const content = await takeElementContent(exampleProcessXml());
    if (!content.ok) throw new Error(content.msg);
    await createModel(admin, EXAMPLE_MODEL_NAME, folderId, content.xml, content);
  } catch (error) {
    logger.error('example process not created', { clientId, error });
  }
  try {
    // After the example, so that creating it does not tick off 'model created'.
    await startFirstSteps(clientId);
  } catch (error) {
    logger.error('first steps not started', { clientId, error });
  }
}
