/** Texts of the read-only model view (/modelEdit/{uuid}) until the modeller arrives. */
export const modelViewerDe = {
  back: 'Zurück zur Prozessliste',
  loading: 'Prozessmodell wird geladen …',
  fileType: '.bpmn',
  readOnly: 'Nur Ansicht',
  readOnlyHint:
    'Das Modell wird schreibgeschützt angezeigt; die Bearbeitung im Modellierer ist noch nicht verfügbar.',
  notFoundTitle: 'Prozessmodell nicht gefunden',
  notFoundText: 'Das Prozessmodell existiert nicht (mehr) oder Sie haben keine Berechtigung, es anzusehen.',
  renderFailed: 'Das Diagramm konnte nicht angezeigt werden.',
  created: 'Das Prozessmodell wurde angelegt.',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  fit: 'Diagramm einpassen',
  diagram: 'BPMN-Diagramm {{name}}',
  genericError: 'Ein Fehler ist aufgetreten',
} as const;
