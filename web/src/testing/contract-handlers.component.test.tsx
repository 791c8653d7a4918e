import { FOLDER_MESSAGES } from '@prozesspuls/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/call';
import { ApiError } from '@/lib/api-error';
import { contractHandler, takeContractViolations } from './contract-handlers';
import { signIn } from './render';
import { server } from './server';

/** The refusal `api` throws, for its status and German message. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Der Aufruf wurde nicht abgelehnt.');
}

beforeEach(signIn);
// Each test here reads the violations it provoked itself, so the setup's check sees none.
afterEach(() => {
  takeContractViolations();
});

describe('contractHandler (the component tests’ API, generated from the contracts)', () => {
  it('hands the answer the body as the contract schema parsed it', async () => {
    const received: unknown[] = [];
    server.use(
      contractHandler('postFolder', ({ body }) => {
        received.push(body);
        return { id: 'f1' };
      }),
    );
    await expect(api('postFolder', { body: { folderName: '  Einkauf  ' } })).resolves.toEqual({ id: 'f1' });
    // The schema trims the name and fills the default permissions, as the real handler sees it.
    expect(received).toEqual([{ folderName: 'Einkauf', folderPermissions: [] }]);
    expect(takeContractViolations()).toEqual([]);
  });

  it('refuses a body the contract rejects with its German message and records the violation', async () => {
    let answered = false;
    server.use(
      contractHandler('postFolder', () => {
        answered = true;
        return { id: 'f1' };
      }),
    );
    const error = await refusal(api('postFolder', { body: { folderName: '   ' } }));
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe(FOLDER_MESSAGES.nameRequired);
    expect(answered).toBe(false);
    const [violation, ...more] = takeContractViolations();
    expect(violation).toMatch(/^postFolder: Body .* verletzt den Vertrag/);
    expect(more).toEqual([]);
  });

  it('checks the form fields of the sign-in calls against their schema', async () => {
    server.use(
      contractHandler('postAuthenticate', () => ({
        clientId: 1,
        userId: 'u',
        accessToken: 'a',
        idToken: 'i',
        refreshToken: 'r',
        expiresIn: 3600,
      })),
    );
    const error = await refusal(api('postAuthenticate', { body: { userName: '', password: 'geheim' } }));
    expect(error.status).toBe(400);
    expect(takeContractViolations()).toEqual([expect.stringMatching(/^postAuthenticate: Body /)]);
  });

  it('checks the query against the contract query schema', async () => {
    server.use(contractHandler('getPxEvaluationTimestampByIdModuleByModule', () => []));
    const error = await refusal(
      api('getPxEvaluationTimestampByIdModuleByModule', {
        path: { id: 't1', module: '1' },
        query: { personalQuestion: 'q1' },
      }),
    );
    expect(error.serverMessage).toBe(
      'Für eine Teilgruppe bitte die Personenfrage und eine ihrer Antworten angeben.',
    );
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(/^getPxEvaluationTimestampByIdModuleByModule: Query /),
    ]);
  });
});
