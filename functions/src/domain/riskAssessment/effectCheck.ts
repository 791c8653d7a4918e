import { changedElementIds, effectCheckReasons, measuredElementIds } from '@prozesspuls/shared';
import { getModelXml } from '../../adapters/modelStorage.js';
import { loadModelRelease } from '../../data/repositories/modelReleases.js';
import { diagramOutline } from '../px-model/diagramOutline.js';
import type { RiskDocument } from './records.js';

/**
 * The newer release of the assessed model, if any, with the names of the measured activities it
 * changed: both released diagrams are compared (the assessed one is kept under its own key).
 */
async function newerRelease(clientId: number, document: RiskDocument) {
  const assessed = document.model;
  const measured = measuredElementIds(document.measures);
  if (!assessed || measured.length === 0) return null;
  const current = await loadModelRelease(clientId, assessed.uuid);
  if (!current || current.releaseVersion <= assessed.releaseVersion || current.xmlKey === assessed.xmlKey)
    return null;
  const [before, after] = await Promise.all([getModelXml(assessed.xmlKey), getModelXml(current.xmlKey)]);
  const changed = new Set(changedElementIds(diagramOutline(before), diagramOutline(after), measured));
  const names = document.elements.filter((e) => changed.has(e.elementId)).map((e) => e.name);
  return { releaseVersion: current.releaseVersion, changedElementNames: names };
}

/** Why the effect check (step 6) is offered now; empty when it is not. */
export async function effectCheckOffer(clientId: number, document: RiskDocument): Promise<string[]> {
  return effectCheckReasons({
    measures: document.measures,
    effectCheckLinked: document.surveys.some((s) => s.phase === 'Wirksamkeitskontrolle'),
    newerRelease: await newerRelease(clientId, document),
  });
}
