/** Limits and German messages of element content (comments, documents, descriptions); free of zod. */
import { tooLongMessage } from '../messages.js';
export const COMMENT_MAX = 2000;
export const DESCRIPTION_MAX = 10_000;
export const DOCUMENT_NAME_MAX = 255;
/** Largest document. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Largest document sent as multipart through the API itself; larger ones go straight to S3
 * through a presigned URL (a Lambda request carries at most 6 MB, base64 makes 4 MB of it).
 */
export const DOCUMENT_INLINE_MAX_BYTES = 4 * 1024 * 1024;

export const ELEMENT_CONTENT_MESSAGES = {
  descriptionSaved: 'Beschreibung wurde erfolgreich gespeichert!',
  fillAllFields: 'Bitte füllen Sie alle Felder aus',
  commentTooLong: tooLongMessage('Ein Kommentar', COMMENT_MAX),
  descriptionTooLong: tooLongMessage('Eine Beschreibung', DESCRIPTION_MAX),
  notOnProcess:
    'Kommentare und Dokumente sind an einer Kollaboration oder am Prozess selbst nicht möglich. Bitte wählen Sie ein Element.',
  unknownElement:
    'Dieses Element gibt es im gespeicherten Modell nicht. Bitte speichern Sie das Modell zuerst.',
  documentTooLarge: 'Die Datei ist zu groß (höchstens 20 MB).',
  documentTypeNotAllowed:
    'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, Office-Dokumente, Bilder (PNG, JPEG, GIF, WebP), Text/CSV und BPMN.',
  documentMissing: 'Die Datei wurde nicht hochgeladen. Bitte versuchen Sie es erneut.',
  documentTypeMismatch:
    'Der Inhalt der Datei passt nicht zu ihrer Endung. Bitte laden Sie die Datei mit der richtigen Endung hoch.',
  documentActiveContent:
    'HTML-, SVG- und Skriptdateien sind nicht erlaubt, weil sie beim Öffnen Code ausführen könnten.',
  documentSizeMismatch:
    'Die hochgeladene Datei hat nicht die angekündigte Größe. Bitte laden Sie sie erneut hoch.',
  documentNameRequired: 'Bitte wählen Sie eine Datei.',
  onlyAuthorOrOwner:
    'Nur der Verfasser des Kommentars oder der Ersteller des Prozessmodells kann ihn löschen.',
  descriptionExists: 'Für dieses Element gibt es bereits eine Beschreibung.',
  noComments: 'Es sind noch keine Kommentare vorhanden',
  noDocuments: 'Es sind noch keine Dokumente vorhanden',
  mentionNotMember: 'Erwähnen können Sie nur Mitglieder Ihres Mandanten.',
  tooManyMentions: 'Ein Kommentar kann höchstens 20 Personen erwähnen.',
} as const;
