/** German texts and limits of the API that the SPA shows too; free of zod so the web can import them cheaply. */

/** The version of the release notes the app shows until a user acknowledges it. */
export const RELEASE_NOTES_VERSION = '4.4.0';

/** Custom modelling elements: the user-visible text's reading, 5 per client. */
export const CUSTOM_ELEMENT_LIMIT = 5;
export const CUSTOM_ELEMENT_ICON_MAX_BYTES = 10_240;
export const CUSTOM_ELEMENT_TEXTS = {
  errorCustomElementsCount: 'Fehler: Es können maximal 5 eigene Elemente hinzugefügt werden!',
  errorCustomElementsIcon:
    'Fehler: Es können nur Bilddateien mit einer maximalen Größe von 10KB hochgeladen werden (bspw. svg)',
  onlyCreatorMayDelete:
    'Ein eigenes Element kann nur von der Person, die es angelegt hat, oder von einem Administrator gelöscht werden.',
} as const;

export const UNLINKED_SUFFIX = ' (nicht verknüpft)';

export const REPORT_TEXTS = {
  inEditMode:
    'Im Bearbeitungsmodus kann kein Bericht erstellt werden. Bitte verlassen Sie den Bearbeitungsmodus um einen Bericht zu erstellen.',
} as const;
