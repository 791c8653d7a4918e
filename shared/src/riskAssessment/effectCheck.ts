/**
 * When step 6 (Wirksamkeit überprüfen) is offered by itself: the GDA guideline asks whether the
 * measures worked, so the check is due once a measure is done, and again when a newer released
 * version of the model changed the activities the measures are attached to (the work itself changed).
 */

/** What the comparison needs of one diagram element: its name and its kind. */
export interface OutlineEntry {
  readonly name: string;
  readonly kind: string | null;
}

/**
 * The ids among `elementIds` that the newer diagram changed: removed, renamed or turned into
 * another kind of element. An element the older diagram did not have is not compared.
 */
export function changedElementIds(
  before: ReadonlyMap<string, OutlineEntry>,
  after: ReadonlyMap<string, OutlineEntry>,
  elementIds: readonly string[],
): string[] {
  return elementIds.filter((id) => {
    const old = before.get(id);
    if (!old) return false;
    const now = after.get(id);
    return !now || now.name !== old.name || now.kind !== old.kind;
  });
}

export interface EffectCheckInput {
  readonly measures: readonly {
    readonly title: string;
    readonly status: string;
    readonly elementIds: readonly string[];
  }[];
  /** A survey is linked as the effect check already. */
  readonly effectCheckLinked: boolean;
  /** A newer release than the assessed one, with the names of the measures' elements it changed. */
  readonly newerRelease: {
    readonly releaseVersion: number;
    readonly changedElementNames: readonly string[];
  } | null;
}

/**
 * The reasons (German) to offer the effect check now; empty when none. A newer release that
 * changed measured activities is a reason even after an effect check, since the work changed
 * after it; done measures only until an effect-check survey is linked.
 */
export function effectCheckReasons(input: EffectCheckInput): string[] {
  const reasons: string[] = [];
  if (!input.effectCheckLinked) {
    for (const measure of input.measures) {
      if (measure.status === 'erledigt')
        reasons.push(
          `Die Maßnahme „${measure.title}“ ist erledigt: Prüfen Sie mit denselben Fragen an dieselbe Gruppe, ob sie wirkt.`,
        );
    }
  }
  const release = input.newerRelease;
  if (release && release.changedElementNames.length > 0) {
    reasons.push(
      `Die freigegebene Version ${release.releaseVersion} des Prozessmodells hat Tätigkeiten mit Maßnahmen geändert: ${release.changedElementNames.join(', ')}.`,
    );
  }
  return reasons;
}

/** The elements some measure is attached to, each once, in the order of the measures. */
export function measuredElementIds(
  measures: readonly { readonly elementIds: readonly string[] }[],
): string[] {
  return [...new Set(measures.flatMap((measure) => measure.elementIds))];
}
