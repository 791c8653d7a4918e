import type { Mail } from '../../adapters/mail.js';
import { linkMail, type MemberRecipient } from '../linkMail.js';

/** To the assignee: a colleague asks about an element; the link opens 'Meine Fragen'. */
export function questionAskedMail(
  args: MemberRecipient & { askerName: string; modelName: string; questionText: string },
): Mail {
  return linkMail(args, 'ProzessPuls: Neue Frage an Sie', [
    `${args.askerName} hat Ihnen eine Frage zum Prozessmodell „${args.modelName}“ gestellt:`,
    `„${args.questionText}“`,
    'Sie können die Frage unter „Meine Fragen“ beantworten:',
  ]);
}

/** To the asker: the colleague answered; the link opens the model at the element. */
export function questionAnsweredMail(
  args: MemberRecipient & { assigneeName: string; modelName: string; questionText: string; answer: string },
): Mail {
  const question = `Frage: „${args.questionText}“`;
  const answer = `Antwort: „${args.answer}“`;
  const intro = `${args.assigneeName} hat Ihre Frage zum Prozessmodell „${args.modelName}“ beantwortet.`;
  return linkMail(args, 'ProzessPuls: Ihre Frage wurde beantwortet', [
    intro,
    question,
    answer,
    'Zum Prozessmodell:',
  ]);
}
