import { HelpPage } from '@/features/help/components/HelpPage';

/** /help: the help centre (seed 001 'Help centre'), open to everyone; the bug report needs a sign-in. */
export function Component() {
  return <HelpPage />;
}
