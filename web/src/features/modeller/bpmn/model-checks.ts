import {
  MODEL_CHECK_RULES,
  type ModelCheckFinding,
  type ModelCheckRule,
  modelCheckFindings,
} from '@prozesspuls/shared';
import { Linter } from 'bpmnlint';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event';
import fakeJoin from 'bpmnlint/rules/fake-join';
import labelRequired from 'bpmnlint/rules/label-required';
import linkEvent from 'bpmnlint/rules/link-event';
import noBpmndi from 'bpmnlint/rules/no-bpmndi';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination';

/**
 * The rule modules, imported one by one: bpmnlint's NodeResolver loads them with require(), which
 * does not exist in the browser. This file is imported on demand, so only 'Modell prüfen' loads it.
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
