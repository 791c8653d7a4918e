import type { Mail } from '../../adapters/mail.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function mail(to: string, subject: string, lines: readonly string[], link: string): Mail {
  const text = `${lines.join('\n\n')}\n\n${link}\n`;
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, subject, text, html };
}

/** To the assignee: a colleague asks about an element; the link opens 'Meine Fragen'. */
export function questionAskedMail(args: {
  to: string;
  firstName: string;
  askerName: string;
  modelName: string;
  questionText: string;
  link: string;
}): Mail {
  return mail(
    args.to,
    'ProzessPuls: Neue Frage an Sie',
    [
      `Hallo ${args.firstName},`,
      `${args.askerName} hat Ihnen eine Frage zum Prozessmodell „${args.modelName}“ gestellt:`,
      `„${args.questionText}“`,
      'Sie können die Frage unter „Meine Fragen“ beantworten:',
    ],
    args.link,
  );
}

/** To the asker: the colleague answered; the link opens the model at the element. */
export function questionAnsweredMail(args: {
  to: string;
  firstName: string;
  assigneeName: string;
  modelName: string;
  questionText: string;
  answer: string;
  link: string;
}): Mail {
  return mail(
    args.to,
    'ProzessPuls: Ihre Frage wurde beantwortet',
    [
      `Hallo ${args.firstName},`,
      `${args.assigneeName} hat Ihre Frage zum Prozessmodell „${args.modelName}“ beantwortet.`,
      `Frage: „${args.questionText}“`,
      `Antwort: „${args.answer}“`,
      'Zum Prozessmodell:',
    ],
    args.link,
  );
}
