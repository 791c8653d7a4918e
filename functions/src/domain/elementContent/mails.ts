import type { Mail } from '../../adapters/mail.js';
import { linkMail, type MemberRecipient } from '../linkMail.js';

/** To a member mentioned in a comment: the comment and a link that opens the model at the element. */
export function commentMentionMail(
  args: MemberRecipient & { authorName: string; modelName: string; elementName: string; commentText: string },
): Mail {
  const lines = [
    `${args.authorName} hat Sie in einem Kommentar zum Element „${args.elementName}“ im Prozessmodell „${args.modelName}“ erwähnt:`,
    `„${args.commentText}“`,
    'Zum Element im Prozessmodell:',
  ];
  return linkMail(args, 'ProzessPuls: Sie wurden in einem Kommentar erwähnt', lines);
}
