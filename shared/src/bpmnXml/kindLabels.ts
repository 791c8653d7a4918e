/**
 * The kinds of BPMN elements in words, German and English: one list for every place that names
 * an element by its kind (the report's 'Tätigkeit', element titles in the modeller, the step a
 * process survey asks about). Kinds not listed are an 'Element'.
 */
export type KindLabel = Readonly<Record<'de' | 'en', string>>;

const KIND_LABELS: Readonly<Record<string, KindLabel>> = {
  'bpmn:Task': { de: 'Aufgabe', en: 'Task' },
  'bpmn:UserTask': { de: 'Benutzeraufgabe', en: 'User task' },
  'bpmn:ServiceTask': { de: 'Serviceaufgabe', en: 'Service task' },
  'bpmn:ManualTask': { de: 'Manuelle Aufgabe', en: 'Manual task' },
  'bpmn:ScriptTask': { de: 'Skriptaufgabe', en: 'Script task' },
  'bpmn:BusinessRuleTask': { de: 'Geschäftsregelaufgabe', en: 'Business rule task' },
  'bpmn:SendTask': { de: 'Sendeaufgabe', en: 'Send task' },
  'bpmn:ReceiveTask': { de: 'Empfangsaufgabe', en: 'Receive task' },
  'bpmn:CallActivity': { de: 'Aufrufaktivität', en: 'Call activity' },
  'bpmn:SubProcess': { de: 'Teilprozess', en: 'Sub-process' },
  'bpmn:Transaction': { de: 'Transaktion', en: 'Transaction' },
  'bpmn:AdHocSubProcess': { de: 'Ad-hoc-Teilprozess', en: 'Ad-hoc sub-process' },
  'bpmn:ExclusiveGateway': { de: 'Exklusives Gateway', en: 'Exclusive gateway' },
  'bpmn:InclusiveGateway': { de: 'Inklusives Gateway', en: 'Inclusive gateway' },
  'bpmn:ParallelGateway': { de: 'Paralleles Gateway', en: 'Parallel gateway' },
  'bpmn:EventBasedGateway': { de: 'Ereignisbasiertes Gateway', en: 'Event-based gateway' },
  'bpmn:ComplexGateway': { de: 'Komplexes Gateway', en: 'Complex gateway' },
  'bpmn:StartEvent': { de: 'Startereignis', en: 'Start event' },
  'bpmn:EndEvent': { de: 'Endereignis', en: 'End event' },
  'bpmn:IntermediateCatchEvent': { de: 'Eintretendes Zwischenereignis', en: 'Intermediate catch event' },
  'bpmn:IntermediateThrowEvent': { de: 'Auslösendes Zwischenereignis', en: 'Intermediate throw event' },
  'bpmn:BoundaryEvent': { de: 'Angeheftetes Ereignis', en: 'Boundary event' },
  'bpmn:Participant': { de: 'Pool', en: 'Pool' },
  'bpmn:Lane': { de: 'Lane', en: 'Lane' },
  'bpmn:Process': { de: 'Prozess', en: 'Process' },
  'bpmn:DataObjectReference': { de: 'Datenobjekt', en: 'Data object' },
  'bpmn:DataStoreReference': { de: 'Datenspeicher', en: 'Data store' },
  'bpmn:TextAnnotation': { de: 'Textanmerkung', en: 'Text annotation' },
  'bpmn:Group': { de: 'Gruppe', en: 'Group' },
  'bpmn:SequenceFlow': { de: 'Sequenzfluss', en: 'Sequence flow' },
  'bpmn:MessageFlow': { de: 'Nachrichtenfluss', en: 'Message flow' },
  'bpmn:Association': { de: 'Assoziation', en: 'Association' },
};

const UNLISTED: KindLabel = { de: 'Element', en: 'Element' };

/** The kind of a BPMN type in German and English; 'Element' for kinds not listed. */
export function kindLabelOf(type: string): KindLabel {
  return KIND_LABELS[type] ?? UNLISTED;
}
