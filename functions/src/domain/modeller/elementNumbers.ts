import {
  assignElementNumber,
  compareElementNumbers,
  ELEMENT_NUMBER_TEXTS,
  type ElementAttachments,
  type ElementNumber,
  elementNumberError,
  normalizeElementNumber,
} from '@prozesspuls/shared';
import { getDb } from '../../data/db.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Identity } from '../../http/event.js';
import { visibleModel } from '../processes/models.js';

async function numbersOf(clientId: number, uuid: string): Promise<Map<string, string>> {
  const { data } = await getDb()
    .entities.elementNumber.query.byModel({ clientId, uuid })
    .go({ pages: 'all' });
  return new Map(data.map((n) => [n.elementId, n.number]));
}

export async function listElementNumbers(caller: Identity, uuid: string): Promise<ElementNumber[]> {
  await visibleModel(caller, uuid);
  const numbers = await numbersOf(caller.clientId, uuid);
  return [...numbers]
    .map(([elementId, number]) => ({ elementId, number, uuidModel: uuid }))
    .sort((a, b) => compareElementNumbers(a.number, b.number));
}

export async function elementNumberOf(
  caller: Identity,
  uuid: string,
  elementId: string,
): Promise<ElementNumber | null> {
  await visibleModel(caller, uuid);
  const { data } = await getDb()
    .entities.elementNumber.get({ clientId: caller.clientId, uuid, elementId })
    .go();
  return data ? { elementId, number: data.number, uuidModel: uuid } : null;
}

/**
 * Gives an element its number. Without `renumber` a number in use is refused with the seed's
 * text; with it (the user confirmed) the following elements move on, all in one transaction.
 * Answers every number that changed.
 */
export async function assignNumber(
  caller: Identity,
  uuid: string,
  elementId: string,
  value: string,
  renumber: boolean,
): Promise<ElementNumber[]> {
  const { summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw forbidden();
  const error = elementNumberError(value);
  if (error) throw badRequest(error);
  const number = normalizeElementNumber(value);
  const current = await numbersOf(caller.clientId, uuid);
  const holder = [...current].find(([id, n]) => n === number && id !== elementId);
  if (holder && !renumber) throw conflict(ELEMENT_NUMBER_TEXTS.inUse);
  const changes = assignElementNumber(current, elementId, number);
  const items = [...changes].map(([id, n]) => ({
    clientId: caller.clientId,
    uuid,
    elementId: id,
    number: n,
  }));
  // 100 items is DynamoDB's transaction limit; a longer chain is written in batches.
  if (items.length <= 100) {
    await getDb()
      .transaction.write(({ elementNumber }) => items.map((item) => elementNumber.put(item).commit()))
      .go();
  } else {
    await getDb().entities.elementNumber.put(items).go();
  }
  return items.map((i) => ({ elementId: i.elementId, number: i.number, uuidModel: uuid }));
}

export async function deleteNumbersOfModel(caller: Identity, uuid: string): Promise<void> {
  const { summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw forbidden();
  const numbers = await numbersOf(caller.clientId, uuid);
  const keys = [...numbers.keys()].map((elementId) => ({ clientId: caller.clientId, uuid, elementId }));
  if (keys.length > 0) await getDb().entities.elementNumber.delete(keys).go();
}

/** Deleted diagram elements lose their number, so numbering never trips over them (v4.2.7). */
export async function deleteNumberOfElement(
  caller: Identity,
  uuid: string,
  elementId: string,
): Promise<void> {
  const { summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw forbidden();
  await getDb().entities.elementNumber.delete({ clientId: caller.clientId, uuid, elementId }).go();
}

/** Per element: its number and which side-panel content it has (later issues fill the flags). */
export async function attachmentsOf(caller: Identity, uuid: string): Promise<ElementAttachments[]> {
  const numbers = await listElementNumbers(caller, uuid);
  return numbers.map((n) => ({
    elementId: n.elementId,
    elementNum: n.number,
    hasComment: false,
    hasDocument: false,
    hasDescription: false,
    hasQuestion: false,
  }));
}
