/**
 * `npx tsx test/bench/numbering.ts`: 'Alle Elemente nummerieren' at scale, figures,
 * never pass/fail. Starts the local cloud and numbers 400 and 2,000 elements with one call of
 * the batch route (PUT /api/elementNumber/bpmn/{uuid}: validation, conditional transactions of
 * ≤ 100 items), against the baseline of writing the same items (each element's number and its
 * reservation) as bare transactions of 100 items on the same DynamoDB Local.
 */
import { startLocalCloud } from '../../infra/local/cloud.js';
import { localDb } from './localFunctions.js';
import { figureRow } from './rows.js';
import { apiCaller, signIn } from './session.js';

const SIZES = [
  { count: 400, goal: '≤ 3 s' },
  { count: 2000, goal: '≤ 10 s' },
] as const;

const cloud = await startLocalCloud();
try {
  const base = cloud.baseUrl;
  const accessToken = await signIn(base, 'modeller@demo.local');
  const call = apiCaller(base, accessToken);
  const newModel = async (name: string) =>
    (await call<{ uuid: string }>('POST', `/bpmn/file/${encodeURIComponent(name)}?folderId=default`)).uuid;

  const db = await localDb(cloud.dynamoEndpoint);
  /** The bare baseline: the same items, 50 elements (100 items) per transaction, one after another. */
  const bareWrite = async (uuid: string, count: number) => {
    for (let first = 0; first < count; first += 50) {
      const slice = Array.from({ length: Math.min(50, count - first) }, (_, i) => first + i);
      const result = await db.transaction
        .write(({ elementNumber, elementNumberValue }) =>
          slice.flatMap((i) => [
            elementNumber
              .create({ clientId: 1, uuid, elementId: `Task_${i}`, number: String(i + 1) })
              .commit(),
            elementNumberValue.create({ clientId: 1, uuid, number: String(i + 1) }).commit(),
          ]),
        )
        .go();
      if (result.canceled) throw new Error('bare transaction canceled');
    }
  };

  console.log(
    "\n'Alle Elemente nummerieren' (one batch call vs bare DynamoDB transactions of the same items):",
  );
  console.log('  figure · goal · measured · baseline · ratio');
  // A warm-up of both paths, so neither pays for a cold handler or table.
  await call('PUT', `/elementNumber/bpmn/${await newModel('Nummern Aufwärmen')}`, {
    numbers: [{ elementId: 'Task_0', number: '1' }],
  });
  await bareWrite(await newModel('Nummern Aufwärmen bar'), 1);
  for (const { count, goal } of SIZES) {
    const ours = await newModel(`Nummern ${count}`);
    const numbers = Array.from({ length: count }, (_, i) => ({
      elementId: `Task_${i}`,
      number: String(i + 1),
    }));
    const started = performance.now();
    // A failed call is a figure too (e.g. the function's 10 s timeout on a busy machine).
    const response = await fetch(`${base}/api/elementNumber/bpmn/${ours}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ numbers }),
    });
    const result = (await response.json()) as { written?: number; failedChunks?: unknown[]; msg?: string };
    const measured = performance.now() - started;
    const note =
      response.ok && result.written === count && result.failedChunks?.length === 0
        ? ''
        : `  (FAILED: ${response.status}, ${result.written ?? 0} of ${count} written, ${result.msg ?? ''})`;
    const bare = await newModel(`Nummern ${count} bar`);
    const bareStarted = performance.now();
    await bareWrite(bare, count);
    const baseline = performance.now() - bareStarted;
    console.log(`${figureRow(`number-all ${count} elements`, goal, measured, baseline)}${note}`);
  }
} finally {
  await cloud.stop();
}
