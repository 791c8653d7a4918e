import { HelpPage } from '@/features/help/components/HelpPage';

/** /help: the help centre, open to everyone; the bug report needs a sign-in. */
export function Component() {
  return <HelpPage />;
}
