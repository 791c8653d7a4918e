import { type NamespaceText, namespaceText } from '@/lib/i18n-namespace';

/**
 * Every text of the checklist screens, German and verbatim where the
 * spec gives them. Phase names, matrix values and the questions come from
 * `@prozesspuls/shared/checklists`.
 */
export const CHECKLISTS_TEXT = {
  overview: {
    title: 'Checkliste der Innovationsprozesse',
    info: 'Die Checkliste führt Sie in fünf Schritten durch die Einführung einer digitalen Technologie in Ihrem Unternehmen. Verknüpfen Sie Umfragen, um die Wirkung auf Ihre Beschäftigten zu verfolgen.',
    newChecklist: 'Neue Checkliste',
    /** The tabs' labels, by tab. */
    tabs: { all: 'Alle Checklisten', mine: 'Meine Checklisten', drafts: 'Entwürfe' },
    columns: {
      name: 'Name',
      creator: 'Erstellt von',
      created: 'Erstellt am',
      phase: 'Aktuelle Phase',
      status: 'Status',
      actions: 'Aktionen',
    },
    edit: 'Checkliste bearbeiten',
    delete: 'Checkliste löschen',
    empty: 'Noch keine Checklisten in dieser Ansicht.',
    confirmDelete: {
      title: 'Checkliste löschen',
      text: 'Möchten Sie die Checkliste „{{name}}“ wirklich löschen? Alle Antworten gehen verloren.',
      confirm: 'Löschen',
    },
    deleted: 'Die Checkliste wurde gelöscht.',
  },
  create: {
    title: 'Bitte geben Sie Ihrer Checkliste einen Namen:',
    name: 'Titel',
    description: 'Beschreibung',
    survey: 'Verknüpfte Umfrage (Bindungsmodul)',
    surveyLater: 'Umfrage später verknüpfen',
    submit: 'Erstellen',
  },
  titlePage: {
    intro:
      'Mit dieser Checkliste begleiten Sie die Einführung einer digitalen Technologie in Ihrem Unternehmen. Sie durchlaufen fünf Schritte; jeder Schritt enthält vorbereitende Fragen für Ihre Notizen und eine Checkliste. Ein Schritt ist abgeschlossen, wenn alle Punkte der Checkliste „Vollständig erledigt“ sind. Vor dem Abschluss des ersten Schritts verknüpfen Sie eine Umfrage des Bindungsmoduls.',
    overview: 'Die fünf Schritte',
    scope: 'Wo soll die Technologie eingesetzt werden?',
    companyWide: 'Unternehmensweit',
    subGroup: 'Teilgruppe',
    subGroupHint: 'In einer Teilgruppe entfällt Schritt 4 „Unternehmensweit verbreiten“.',
    start: 'Starten',
    back: 'Zurück zur Übersicht',
  },
  answer: {
    back: 'Zurück zur Übersicht',
    surveyModule1: 'Umfrage Bindungsmodul (benötigt)',
    surveyModule2: 'Umfrage Job-Fit-Modul (optional)',
    save: 'Speichern',
    saved: 'Speichern erfolgreich',
    previous: 'Zurück',
    next: 'Weiter',
    finish: 'Abschließen',
    blockedSurvey: 'Bitte verknüpfen Sie zuerst eine Umfrage des Bindungsmoduls.',
    blockedIncomplete: 'Bitte setzen Sie alle Punkte der Checkliste auf „Vollständig erledigt“.',
    progress: 'Fortschritt dieses Schritts: {{percent}} %',
    leave: {
      title: 'Speichern Sie Ihre Arbeit',
      text: 'Möchten Sie die Änderungen speichern, bevor Sie die Seite verlassen?',
      confirm: 'Ja',
      cancel: 'Nein',
    },
    stepDone: {
      title: 'Sie haben einen Umfrageschritt abgeschlossen',
      text: 'Möchten Sie sich die Auswertung der verknüpften Umfrage anzeigen lassen?',
      confirm: 'Ja',
      cancel: 'Nein',
    },
    notePlaceholder: 'Ihre Notizen',
  },
  connect: {
    title: 'Umfrage verknüpfen',
    label: 'Umfrage',
    none: 'Es gibt noch keine Umfrage dieses Moduls.',
    ok: 'OK',
    connected: 'Umfrage verknüpft',
  },
  evaluation: {
    title: 'Auswertung der verknüpften Umfrage',
    text: 'Die Umfrage „{{title}}“ ist mit dieser Checkliste verknüpft.',
    state: 'Beantwortet von {{answered}} von {{sent}} Befragten.',
    open: 'Auswertung öffnen',
    close: 'Schließen',
    unknown: 'Die verknüpfte Umfrage wurde nicht gefunden.',
  },
  finished: {
    title: 'Herzlichen Glückwunsch!',
    text: 'Sie haben alle Schritte der Checkliste „{{name}}“ abgeschlossen.',
    reminder:
      'Veränderungen sind ein fortlaufender Prozess: Sie können Ihre Umfragen und Checklisten jederzeit weiter bearbeiten und die Umfragen wiederholen.',
    back: 'Zurück zur Übersicht',
  },
} as const;

export type ChecklistsTexts = typeof CHECKLISTS_TEXT;
export type ChecklistsT = NamespaceText<ChecklistsTexts>;

const checklistsT: ChecklistsT = namespaceText(CHECKLISTS_TEXT);

/** `t` for the 'checklists' namespace, typed against its catalogue. */
export function useChecklistsText(): ChecklistsT {
  return checklistsT;
}
