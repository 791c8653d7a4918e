import type { RiskAssessment, RiskStrain } from '@prozesspuls/shared';
import { GDA_CRITERIA_AREAS, STRAIN_LEVELS, strainLevel } from '@prozesspuls/shared';
import { formatDate, formatDateTime, formatDecimal } from '@prozesspuls/shared/format';
import { germanDueDate } from '@prozesspuls/shared/px';
import { escapeHtml } from '../escapeHtml.js';

const e = escapeHtml;
const decimal = (value: number) => formatDecimal(value, 1);
const LEVEL_COLOUR = { gering: '#2e7d32', mittel: '#f9a825', hoch: '#c62828' } as const;

export interface RiskReportContent {
  readonly assessment: RiskAssessment;
  readonly strain: RiskStrain;
  /** The version number this PDF is stored as. */
  readonly version: number;
  readonly createdAt: number;
  readonly createdByName: string;
}

function scoreCell(score: number | null, hidden: string | null): string {
  if (hidden) return `<td class="hidden">${e(hidden)}</td>`;
  if (score === null) return '<td>–</td>';
  const level = strainLevel(score);
  const dot = level ? `<span class="dot" style="background:${LEVEL_COLOUR[level]}"></span>` : '';
  return `<td>${dot}${decimal(score)}</td>`;
}

function participantsTable(strain: RiskStrain): string {
  if (strain.participants.length === 0) return '<p class="empty">Keine Umfrage verknüpft.</p>';
  // A count below the threshold is never printed: the notice stands in for it.
  const rows = strain.participants
    .map(
      (p) =>
        `<tr><td>${e(p.title)}</td><td>${e(p.phase)}</td><td>${
          p.completeAnswers === null
            ? `<span class="hidden">${e(p.hidden?.msg ?? 'Noch keine Auswertung')}</span>`
            : String(p.completeAnswers)
        }</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Umfrage (Fragebogen)</th><th>Phase</th><th>Teilnehmende (vollständig)</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function strainTable(strain: RiskStrain): string {
  if (strain.elements.length === 0) return '<p class="empty">Keine Tätigkeiten gewählt.</p>';
  const rows = strain.elements
    .map(
      (el) =>
        `<tr><td>${e(el.name)}</td><td>${e(el.kind)}</td>${scoreCell(el.strain.score, el.strain.hidden?.msg ?? null)}</tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Tätigkeit / Rolle</th><th>Art</th><th>Belastung (Score 1–6)</th></tr></thead><tbody>${rows}</tbody></table>
<p class="legend">${STRAIN_LEVELS.map((l) => `<span class="dot" style="background:${LEVEL_COLOUR[l.level]}"></span>${e(l.label)}`).join(' · ')}</p>`;
}

function judgementTable(assessment: RiskAssessment): string {
  if (assessment.judgements.length === 0) return '<p class="empty">Noch keine Beurteilung.</p>';
  const nameOf = new Map(assessment.elements.map((el) => [el.elementId, el.name]));
  const order = (area: string) => GDA_CRITERIA_AREAS.indexOf(area as (typeof GDA_CRITERIA_AREAS)[number]);
  const rows = [...assessment.judgements]
    .sort(
      (a, b) =>
        (nameOf.get(a.elementId) ?? '').localeCompare(nameOf.get(b.elementId) ?? '', 'de') ||
        order(a.area) - order(b.area),
    )
    .map(
      (j) =>
        `<tr><td>${e(nameOf.get(j.elementId) ?? j.elementId)}</td><td>${e(j.area)}</td><td>${e(j.level)}</td><td>${e(j.reason)}</td><td>${e(j.judgedBy)}, ${e(formatDate(j.judgedAt))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Tätigkeit</th><th>Kriterienbereich</th><th>Handlungsbedarf</th><th>Begründung</th><th>Beurteilt von</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function measureTable(assessment: RiskAssessment): string {
  if (assessment.measures.length === 0) return '<p class="empty">Noch keine Maßnahmen.</p>';
  const nameOf = new Map(assessment.elements.map((el) => [el.elementId, el.name]));
  const rows = assessment.measures
    .map(
      (m) =>
        `<tr><td><b>${e(m.title)}</b>${m.description ? `<br><span class="desc">${e(m.description)}</span>` : ''}</td><td>${e(m.type)}</td><td>${e(m.elementIds.map((id) => nameOf.get(id) ?? id).join(', '))}</td><td>${e(m.responsibleName)}</td><td>${germanDueDate(m.dueDate)}</td><td>${e(m.status)}${m.overdue ? ' (überfällig)' : ''}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Maßnahme</th><th>Art (§ 4 ArbSchG)</th><th>Tätigkeiten</th><th>Verantwortlich</th><th>Fällig</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function effectTable(strain: RiskStrain): string {
  const compared = strain.elements.filter((el) => el.comparison !== null);
  if (compared.length === 0) return '<p class="empty">Noch keine Wirksamkeitskontrolle.</p>';
  const rows = compared
    .map((el) => {
      const c = el.comparison;
      if (!c || c.hidden || c.trend === null || c.before === null || c.after === null)
        return `<tr><td>${e(el.name)}</td><td colspan="3" class="hidden">${e(c?.hidden?.msg ?? 'Kein Vergleich möglich')}</td></tr>`;
      const word =
        c.trend > 0 ? 'Belastung gesunken' : c.trend < 0 ? 'Belastung gestiegen' : 'Keine Änderung';
      return `<tr><td>${e(el.name)}</td><td>${decimal(c.before)}</td><td>${decimal(c.after)}</td><td>${c.trend > 0 ? '+' : ''}${decimal(c.trend)} ${word}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Tätigkeit / Rolle</th><th>Vorher</th><th>Nachher</th><th>Trend</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The documentation of a risk assessment an inspector asks for (§6 ArbSchG): scope, date,
 * participants per survey (never a count below the threshold), method and questionnaires,
 * results per activity, judgements, measures with state, effect check, next review, the seven
 * steps and a signatures block. Everything is inline; the page sets `window.__reportReady`.
 */
export function riskReportHtml(content: RiskReportContent): string {
  const { assessment: a, strain } = content;
  const steps = a.steps
    .map(
      (s) =>
        `<tr><td>${s.step}. ${e(s.name)}</td><td>${e(s.state)}</td><td>${e(s.responsibleName ?? '–')}</td><td>${s.dueDate ? germanDueDate(s.dueDate) : '–'}</td><td>${e(s.comment)}</td></tr>`,
    )
    .join('');
  const model = a.model
    ? `${e(a.model.name)} (freigegebene Version ${a.model.releaseVersion}${a.model.releasedAt ? ` vom ${e(formatDate(a.model.releasedAt))}` : ''})`
    : 'kein Prozessmodell gewählt';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${e(a.title)} – Gefährdungsbeurteilung</title>
<style>
  @page { size: A4 landscape; margin: 14mm 12mm 16mm 12mm; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
  h1 { font-size: 16pt; margin: 0 0 2mm; } h2 { font-size: 12pt; margin: 6mm 0 2mm; }
  .meta { color: #555; margin-bottom: 3mm; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 2mm; }
  thead { display: table-header-group; }
  th, td { border: 1px solid #bbb; padding: 1.5mm 2mm; text-align: left; vertical-align: top; word-wrap: break-word; }
  th { background: #f2f2f2; } tr { page-break-inside: avoid; }
  .hidden { color: #8a5a00; font-style: italic; } .empty { color: #777; font-style: italic; }
  .dot { display: inline-block; width: 3mm; height: 3mm; border-radius: 50%; margin-right: 1.5mm; vertical-align: middle; }
  .desc { color: #555; } .legend { color: #555; }
  .signatures { display: flex; gap: 10mm; margin-top: 12mm; page-break-inside: avoid; }
  .signatures div { flex: 1; border-top: 1px solid #222; padding-top: 1.5mm; }
</style></head>
<body>
<h1>Gefährdungsbeurteilung psychischer Belastung: ${e(a.title)}</h1>
<div class="meta">Dokumentation nach § 5 und § 6 ArbSchG · Version ${content.version} vom ${e(formatDateTime(new Date(content.createdAt).toISOString()))} · erstellt von ${e(content.createdByName)} · angelegt von ${e(a.createdByName)} am ${e(formatDate(a.createdAt))}</div>
<h2>Geltungsbereich</h2>
<p>${e(a.scope) || '<span class="empty">Nicht angegeben.</span>'}</p>
<p>Prozessmodell: ${model}</p>
<h2>Vorgehen und Schritte (GDA-Leitlinie)</h2>
<table><thead><tr><th>Schritt</th><th>Status</th><th>Verantwortlich</th><th>Fällig</th><th>Kommentar</th></tr></thead><tbody>${steps}</tbody></table>
<h2>Methode und Fragebögen</h2>
<p>Mitarbeiterbefragung mit den verknüpften Fragebögen; Ergebnisse werden nur für Gruppen ab ${strain.threshold} vollständigen Antworten ausgewiesen (Anonymitätsschwelle).</p>
${participantsTable(strain)}
<h2>Ergebnisse je Tätigkeit und Rolle</h2>
${strainTable(strain)}
<h2>Beurteilung</h2>
${judgementTable(a)}
<h2>Maßnahmen</h2>
${measureTable(a)}
<h2>Wirksamkeitskontrolle</h2>
${effectTable(strain)}
<h2>Fortschreibung</h2>
<p>Nächste Überprüfung: ${a.nextReviewDate ? germanDueDate(a.nextReviewDate) : 'nicht festgelegt'}</p>
<div class="signatures"><div>Arbeitgeber / Führungskraft<br>Datum, Unterschrift</div><div>Fachkraft für Arbeitssicherheit<br>Datum, Unterschrift</div><div>Betriebsrat<br>Datum, Unterschrift</div></div>
<script>window.__reportReady = true;</script>
</body></html>`;
}
