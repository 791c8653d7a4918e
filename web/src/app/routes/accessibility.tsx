import { AccessibilityStatement } from '@/features/accessibility/components/AccessibilityStatement';

/** /barrierefreiheit: the accessibility statement (BITV 2.0 § 7), open to everyone like the help. */
export function Component() {
  return <AccessibilityStatement />;
}
