import type { SurveyJsElement, SurveyJsQuestion, SurveySchema } from '../survey/schema.js';

/**
 * The charts of the custom survey analytics, built with our own Chart.js views
 * instead of the SurveyJS Dashboard (commercial licence). One entry per question of the schema, by
 * type: choice and rating counts, a matrix per row, text answers as a list, dates as a histogram.
 * The first page named 'Welcome' is dropped; a matrix is titled by its first row's text.
 */

export type AnswerRecord = Readonly<Record<string, unknown>>;

export interface CountBar {
  readonly label: string;
  readonly count: number;
}

export type QuestionChart =
  | {
      readonly kind: 'counts';
      readonly name: string;
      readonly title: string;
      readonly bars: readonly CountBar[];
    }
  | {
      readonly kind: 'matrix';
      readonly name: string;
      readonly title: string;
      readonly rows: readonly { readonly label: string; readonly bars: readonly CountBar[] }[];
    }
  | {
      readonly kind: 'text';
      readonly name: string;
      readonly title: string;
      readonly answers: readonly string[];
    }
  | {
      readonly kind: 'dates';
      readonly name: string;
      readonly title: string;
      readonly bars: readonly CountBar[];
    };

const WELCOME_PAGE = 'welcome';

/** The questions analytics shows: every page but a first page named Welcome, without html blocks. */
export function analysedElements(schema: SurveySchema): SurveyJsQuestion[] {
  const pages = schema.pages.filter(
    (page, index) => !(index === 0 && page.name.toLowerCase() === WELCOME_PAGE),
  );
  return pages.flatMap((page) => page.elements.filter(isQuestion));
}

function isQuestion(element: SurveyJsElement): element is SurveyJsQuestion {
  return element.type !== 'html';
}

/** Answers may come as objects or (as they are stored) as JSON text; anything else is skipped. */
export function parseAnswerRecords(raw: readonly unknown[]): AnswerRecord[] {
  const records: AnswerRecord[] = [];
  for (const item of raw) {
    let value: unknown = item;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        continue;
      }
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) records.push(value as AnswerRecord);
  }
  return records;
}

function countValues(
  values: readonly unknown[],
  options: readonly { value: string | number; label: string }[],
) {
  const counts = new Map(options.map((option) => [String(option.value), 0]));
  for (const value of values) {
    const key = String(value);
    const seen = counts.get(key);
    if (seen !== undefined) counts.set(key, seen + 1);
  }
  return options.map((option) => ({ label: option.label, count: counts.get(String(option.value)) ?? 0 }));
}

function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return date.toISOString().slice(0, 10);
}

/** Dates counted per day, in date order, labelled DD.MM.YYYY. */
function dateHistogram(values: readonly unknown[]): CountBar[] {
  const counts = new Map<string, number>();
  for (const value of values) {
    const day = isoDay(value);
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => {
      const [year, month, date] = day.split('-');
      return { label: `${date}.${month}.${year}`, count };
    });
}

function answersTo(name: string, records: readonly AnswerRecord[]): unknown[] {
  return records
    .map((record) => record[name])
    .filter((value) => value !== undefined && value !== null && value !== '');
}

function ratingOptions(min: number, max: number) {
  const options: { value: number; label: string }[] = [];
  for (let value = min; value <= max; value += 1) options.push({ value, label: String(value) });
  return options;
}

/**
 * `records` are the respondents' answers without free text; `freeText` holds the free-text answers
 * per question name apart (the API keeps them apart so they can be hidden on their own).
 */
export function questionCharts(
  schema: SurveySchema,
  records: readonly AnswerRecord[],
  freeText: readonly { readonly name: string; readonly answers: readonly string[] }[] = [],
): QuestionChart[] {
  const freeTextByName = new Map(freeText.map((entry) => [entry.name, entry.answers]));
  return analysedElements(schema).map((element): QuestionChart => {
    const recorded = answersTo(element.name, records);
    const values = recorded.length > 0 ? recorded : [...(freeTextByName.get(element.name) ?? [])];
    switch (element.type) {
      case 'radiogroup':
        return {
          kind: 'counts',
          name: element.name,
          title: element.title,
          bars: countValues(
            values,
            element.choices.map((choice) => ({ value: choice.value, label: choice.text })),
          ),
        };
      case 'rating':
        return {
          kind: 'counts',
          name: element.name,
          title: element.title,
          bars: countValues(values, ratingOptions(element.rateMin, element.rateMax)),
        };
      case 'matrix': {
        const columns = element.columns.map((column) => ({ value: column.value, label: column.text }));
        return {
          kind: 'matrix',
          name: element.name,
          title: element.rows[0]?.text ?? element.title,
          rows: element.rows.map((row) => ({
            label: row.text,
            bars: countValues(
              values.map((value) =>
                value && typeof value === 'object'
                  ? (value as Record<string, unknown>)[row.value]
                  : undefined,
              ),
              columns,
            ),
          })),
        };
      }
      case 'text':
        if (element.inputType === 'date')
          return { kind: 'dates', name: element.name, title: element.title, bars: dateHistogram(values) };
        break;
      case 'comment':
        break;
    }
    return { kind: 'text', name: element.name, title: element.title, answers: values.map(String) };
  });
}
