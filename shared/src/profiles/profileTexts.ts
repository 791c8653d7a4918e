import labels from './profileTexts.labels.json' with { type: 'json' };

/** UI texts and labels of process profiles and the process map. */
export const PROFILE_TEXTS = {
  filledCounter: (filled: number, total: number) => `Ausgefüllt ${filled} von ${total}`,
  saveDisabledTooltip: 'Alle Felder müssen ausgefüllt werden',
  deleteTitle: 'Prozesssteckbrief löschen',
  deleteText: (name: string) => `Möchten Sie den Steckbrief: ${name} wirklich löschen?`,
  numberRequired: 'Dieses Feld muss ausgefüllt werden',
  numberTooLarge: (max: number) => `Wert zu groß. Maximum ist ${max}`,
  numberTooSmall: (min: number) => `Wert zu klein. Minimum ist ${min}`,
  notAnOption: 'Dieser Wert steht nicht zur Auswahl',
  unknownField: 'Unbekanntes Feld im Prozesssteckbrief',
  unknownResource: 'Unbekanntes Prozessobjekt im Prozesssteckbrief',
  selectNeedsOptions: 'Ein Auswahlfeld braucht mindestens eine Option',
  numberNeedsBounds: 'Ein Zahlenfeld braucht ein Minimum kleiner als das Maximum',
  modelHasOtherProfile: 'Das Modell ist bereits mit einem anderen Prozesssteckbrief verknüpft.',
  noAnswer: 'Keine Angabe',
  notAvailable: 'N/A',
} as const;

export const PROCESS_TYPES = ['CORE', 'LEADERSHIP', 'SUPPORT'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];
export const PROCESS_TYPE_LABELS: Readonly<Record<ProcessType, string>> = labels.PROCESS_TYPE_LABELS;

export const PROFILE_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type ProfileLevel = (typeof PROFILE_LEVELS)[number];
export const LEVEL_LABELS: Readonly<Record<ProfileLevel, string>> = labels.LEVEL_LABELS;

/** Order of a rating axis on the process map. */
export const RATING_ORDER = ['Keine Angabe', 'Gering', 'Mittel', 'Hoch'] as const;

export const PROFILE_FIELD_TYPES = ['SELECT', 'NUMBER'] as const;
export type ProfileFieldType = (typeof PROFILE_FIELD_TYPES)[number];
export const PROFILE_VALUE_TYPES = ['PERCENT', 'VALUE'] as const;
export type ProfileValueType = (typeof PROFILE_VALUE_TYPES)[number];
