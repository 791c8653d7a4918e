/**
 * 'Modell prüfen': which bpmnlint rules the modeller runs, how severe each is, and what each finding
 * says in German. bpmnlint reports English sentences; none of them reaches the user — every
 * configured rule has its own German text here (see docs/model-checks.md for the choice of rules).
 */

export type ModelCheckSeverity = 'error' | 'warn';

/**
 * bpmnlint:recommended without the rules that fight the product's own modelling:
 * - 'conditional-flows': branches are described by their names here, nobody executes conditions;
 * - 'no-inclusive-gateway' and 'global': legitimate BPMN that imported files (MIWG, ADONIS) use;
 * - 'superfluous-label': a named flow out of a task is how many teams document an outcome.
 * Errors make a model unfit for release (the request is blocked); warnings may be acknowledged.
 */
export const MODEL_CHECK_RULES = {
  'ad-hoc-sub-process': 'error',
  'end-event-required': 'error',
  'event-based-gateway': 'error',
  'event-sub-process-typed-start-event': 'error',
  'fake-join': 'warn',
  'label-required': 'warn',
  'link-event': 'error',
  'no-bpmndi': 'warn',
  'no-complex-gateway': 'warn',
  'no-disconnected': 'error',
  'no-duplicate-sequence-flows': 'error',
  'no-gateway-join-fork': 'warn',
  'no-implicit-end': 'warn',
  'no-implicit-split': 'warn',
  'no-implicit-start': 'warn',
  'no-overlapping-elements': 'warn',
  'single-blank-start-event': 'error',
  'single-event-definition': 'error',
  'start-event-required': 'error',
  'sub-process-blank-start-event': 'error',
  'superfluous-gateway': 'warn',
  'superfluous-termination': 'warn',
} as const satisfies Readonly<Record<string, ModelCheckSeverity>>;

export type ModelCheckRule = keyof typeof MODEL_CHECK_RULES;

export const MODEL_CHECK_RULE_NAMES = Object.keys(MODEL_CHECK_RULES) as ModelCheckRule[];

/** Whether bpmnlint's rule name is one the modeller runs. */
export function isModelCheckRule(rule: string): rule is ModelCheckRule {
  return Object.hasOwn(MODEL_CHECK_RULES, rule);
}

/**
 * 'label-required' only for what a reader must be able to name: activities and events. An unnamed
 * gateway (a join, a plain split) or an unnamed lane is common and not worth a warning.
 */
const NAMED_TYPES =
  /^bpmn:(Task|UserTask|ManualTask|ServiceTask|ScriptTask|BusinessRuleTask|SendTask|ReceiveTask|SubProcess|Transaction|AdHocSubProcess|CallActivity|StartEvent|EndEvent|IntermediateCatchEvent|IntermediateThrowEvent|BoundaryEvent)$/;

/** Whether a finding of this rule on an element of this BPMN type is shown at all. */
export function keepsModelCheckFinding(rule: ModelCheckRule, elementType: string | null): boolean {
  if (rule !== 'label-required') return true;
  return elementType !== null && NAMED_TYPES.test(elementType);
}

/** One German sentence per rule; where a rule reports several things, a function picks one by bpmnlint's English text. */
const TEXTS: Readonly<Record<ModelCheckRule, string | ((message: string) => string)>> = {
  'ad-hoc-sub-process': (message) =>
    /end event/i.test(message)
      ? 'Ein Ad-hoc-Teilprozess darf kein Endereignis enthalten.'
      : 'Ein Ad-hoc-Teilprozess darf kein Startereignis enthalten.',
  'end-event-required': 'Dem Prozess fehlt ein Endereignis.',
  'event-based-gateway': (message) =>
    /conditional/i.test(message)
      ? 'Ein Sequenzfluss aus einem ereignisbasierten Gateway darf keine Bedingung haben.'
      : 'Ein ereignisbasiertes Gateway braucht mindestens zwei ausgehende Sequenzflüsse.',
  'event-sub-process-typed-start-event':
    'Das Startereignis eines Ereignis-Teilprozesses braucht einen Auslöser (z. B. Nachricht oder Zeit).',
  'fake-join':
    'Mehrere eingehende Sequenzflüsse werden hier nicht zusammengeführt; verwenden Sie dafür ein Gateway.',
  'label-required': 'Das Element hat keinen Namen.',
  'link-event': (message) =>
    /missing link name/i.test(message)
      ? 'Dem Link-Ereignis fehlt ein Linkname.'
      : /duplicate/i.test(message)
        ? 'Es gibt mehrere fangende Link-Ereignisse mit diesem Linknamen.'
        : 'Zu diesem Link-Ereignis fehlt das passende Gegenstück mit demselben Linknamen.',
  'no-bpmndi': 'Das Element ist im Diagramm nicht gezeichnet.',
  'no-complex-gateway': 'Komplexe Gateways sollten vermieden werden.',
  'no-disconnected': 'Das Element ist mit keinem anderen Element verbunden.',
  'no-duplicate-sequence-flows': 'Zwei Sequenzflüsse verbinden dieselben Elemente doppelt.',
  'no-gateway-join-fork':
    'Das Gateway führt zusammen und verzweigt zugleich; verwenden Sie dafür zwei Gateways.',
  'no-implicit-end': 'Der Ablauf endet hier ohne Endereignis.',
  'no-implicit-split': 'Der Ablauf verzweigt hier ohne Gateway (mehrere ausgehende Sequenzflüsse).',
  'no-implicit-start': 'Der Ablauf beginnt hier ohne Startereignis.',
  'no-overlapping-elements': (message) =>
    /outside/i.test(message)
      ? 'Das Element ragt über den Rand seines übergeordneten Elements hinaus.'
      : 'Das Element überlappt ein anderes Element.',
  'single-blank-start-event': 'Der Prozess hat mehrere Startereignisse ohne Auslöser.',
  'single-event-definition': 'Das Ereignis hat mehr als einen Auslöser.',
  'start-event-required': 'Dem Prozess fehlt ein Startereignis.',
  'sub-process-blank-start-event': 'Das Startereignis eines Teilprozesses darf keinen Auslöser haben.',
  'superfluous-gateway':
    'Das Gateway ist überflüssig: Es hat nur einen eingehenden und einen ausgehenden Sequenzfluss.',
  'superfluous-termination': 'Das Terminierungsereignis ist überflüssig; ein einfaches Endereignis genügt.',
};

/** The German text of a bpmnlint finding of one of the configured rules. */
export function modelCheckText(rule: ModelCheckRule, message: string): string {
  const text = TEXTS[rule];
  return typeof text === 'string' ? text : text(message);
}

export const MODEL_CHECK_SEVERITY_LABELS: Readonly<Record<ModelCheckSeverity, string>> = {
  error: 'Fehler',
  warn: 'Warnung',
};

/** One finding as the modeller shows it: on an element, German, with its severity. */
export interface ModelCheckFinding {
  readonly elementId: string;
  readonly rule: ModelCheckRule;
  readonly severity: ModelCheckSeverity;
  readonly text: string;
}

/** Errors block a release request; warnings only need to be acknowledged. */
export function releaseBlockedBy(findings: readonly ModelCheckFinding[]): boolean {
  return findings.some((finding) => finding.severity === 'error');
}

/** Findings of one bpmnlint run ({ rule: [{ id, message }] }) in German, errors first. */
export function modelCheckFindings(
  report: Readonly<Record<string, readonly { readonly id?: string; readonly message: string }[]>>,
  elementType: (elementId: string) => string | null,
): ModelCheckFinding[] {
  const findings: ModelCheckFinding[] = [];
  // A disconnected element is also an implicit start and end; saying so twice more adds nothing.
  const disconnected = new Set((report['no-disconnected'] ?? []).map((entry) => entry.id));
  for (const [rule, reports] of Object.entries(report)) {
    if (!isModelCheckRule(rule)) continue;
    for (const entry of reports) {
      if (!entry.id || !keepsModelCheckFinding(rule, elementType(entry.id))) continue;
      if ((rule === 'no-implicit-start' || rule === 'no-implicit-end') && disconnected.has(entry.id))
        continue;
      findings.push({
        elementId: entry.id,
        rule,
        severity: MODEL_CHECK_RULES[rule],
        text: modelCheckText(rule, entry.message),
      });
    }
  }
  return findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

/** How many errors the refusal of a release request names one by one; the rest it counts. */
const NAMED_ERRORS = 3;

/**
 * Why a release request is refused when the model checks find errors: how many, the first ones by
 * element ('Prüfen · Aufgabe: …'), and what to do. The server sends it, so a request that bypassed
 * the modeller's own check still gets a German reason.
 */
export function releaseBlockedMessage(
  errors: readonly { readonly element: string; readonly text: string }[],
): string {
  const named = errors.slice(0, NAMED_ERRORS).map((error) => `${error.element}: ${error.text}`);
  const more = errors.length - named.length;
  return [
    `Das Prozessmodell kann nicht zur Freigabe versendet werden: Die Modellprüfung meldet ${
      errors.length === 1 ? 'einen Fehler' : `${errors.length} Fehler`
    }.`,
    ...named,
    ...(more > 0 ? [`… und ${more} weitere.`] : []),
    'Beheben Sie die Fehler (Modell prüfen) und versenden Sie die Anfrage erneut.',
  ].join(' ');
}
