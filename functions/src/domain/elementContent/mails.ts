import type { Mail } from '../../adapters/mail.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** To a member mentioned in a comment: the comment and a link that opens the model at the element. */
export function commentMentionMail(args: {
  to: string;
  firstName: string;
  authorName: string;
  modelName: string;
  elementName: string;
  commentText: string;
  link: string;
}): Mail {
  const lines = [
    `Hallo ${args.firstName},`,
    `${args.authorName} hat Sie in einem Kommentar zum Element „${args.elementName}“ im Prozessmodell „${args.modelName}“ erwähnt:`,
    `„${args.commentText}“`,
    'Zum Element im Prozessmodell:',
  ];
  return {
    to: args.to,
    subject: 'ProzessPuls: Sie wurden in einem Kommentar erwähnt',
    text: `${lines.join('\n\n')}\n\n${args.link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(args.link)}">${escapeHtml(args.link)}</a></p>`,
  };
}
