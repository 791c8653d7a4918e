import type { Mail } from '../../adapters/mail.js';
import { linkMail } from '../linkMail.js';

/** To the assignee: a colleague asks about an element; the link opens 'Meine Fragen'. */
export function questionAskedMail(args: {
  to: string;
  firstName: string;
  askerName: string;
  modelName: string;
  questionText: string;
  link: string;
}): Mail {
  return linkMail(
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
  return linkMail(
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
