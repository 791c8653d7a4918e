/// <reference path="../types/bpmnlint.d.ts" />
/**
 * `@prozesspuls/shared/modelCheckLinter`: bpmnlint with the modeller's rule set. The same checks run
 * in the browser ('Modell prüfen', before a release request) and in the function that creates the
 * release request, so the UI cannot be bypassed. A subpath of its own: the SPA loads bpmnlint only
 * when a model is checked.
 */

import { Linter } from 'bpmnlint';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process.js';
import endEventRequired from 'bpmnlint/rules/end-event-required.js';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway.js';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event.js';
import fakeJoin from 'bpmnlint/rules/fake-join.js';
import labelRequired from 'bpmnlint/rules/label-required.js';
import linkEvent from 'bpmnlint/rules/link-event.js';
import noBpmndi from 'bpmnlint/rules/no-bpmndi.js';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway.js';
import noDisconnected from 'bpmnlint/rules/no-disconnected.js';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows.js';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork.js';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end.js';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split.js';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start.js';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements.js';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event.js';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition.js';
import startEventRequired from 'bpmnlint/rules/start-event-required.js';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event.js';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway.js';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination.js';
import {
  MODEL_CHECK_RULES,
  type ModelCheckFinding,
  type ModelCheckRule,
  modelCheckFindings,
} from './modelChecks.js';

/**
 * The rule modules, imported one by one (with their file extension, as Node's ESM resolution needs
 * for a package without an exports map): bpmnlint's NodeResolver loads them with require(), which
 * does not exist in the browser, and a static map also keeps the bundled function self-contained.
 */
const RULE_MODULES: Readonly<Record<ModelCheckRule, (config?: unknown) => unknown>> = {
  'ad-hoc-sub-process': adHocSubProcess,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'event-sub-process-typed-start-event': eventSubProcessTypedStartEvent,
  'fake-join': fakeJoin,
  'label-required': labelRequired,
  'link-event': linkEvent,
  'no-bpmndi': noBpmndi,
  'no-complex-gateway': noComplexGateway,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-end': noImplicitEnd,
  'no-implicit-split': noImplicitSplit,
  'no-implicit-start': noImplicitStart,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'sub-process-blank-start-event': subProcessBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'superfluous-termination': superfluousTermination,
};

/**
 * A fresh linter per run: bpmnlint caches rule instances per linter, and some rules keep what they
 * saw in them ('no-duplicate-sequence-flows'), so a reused linter reports ghosts of the last run.
 */
const newLinter = () =>
  new Linter({
    config: { rules: MODEL_CHECK_RULES },
    resolver: {
      resolveRule(pkg, ruleName) {
        const rule = pkg === 'bpmnlint' ? RULE_MODULES[ruleName as ModelCheckRule] : undefined;
        if (!rule) throw new Error(`unknown rule ${pkg}/${ruleName}`);
        return rule;
      },
      resolveConfig(pkg, configName) {
        throw new Error(`no config ${pkg}/${configName}`);
      },
    },
  });

/** Runs the model checks on a diagram's definitions; the findings are German (shared/modelChecks). */
export async function runModelChecks(
  definitions: unknown,
  elementType: (elementId: string) => string | null,
): Promise<ModelCheckFinding[]> {
  return modelCheckFindings(await newLinter().lint(definitions), elementType);
}
