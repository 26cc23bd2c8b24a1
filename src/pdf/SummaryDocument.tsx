import type { I18n } from '@lingui/core';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { formatDateTime } from '../domain/format.ts';
import { CLAIMS_HOTLINE } from '../domain/insurer.ts';
import type { IncidentReport } from '../domain/report.ts';
import { summaryLabel, summaryLabelWith, summaryLocale } from '../domain/summary-labels.ts';
import { dataMatrixIdentifier, isCompletedReport, type VerifiedPolicy } from '../domain/summary-saved.ts';
import type { JourneyScreens, SummaryRow } from '../steps/summary.ts';
import { DataMatrix } from './DataMatrix.tsx';
import { printDeclaration } from './declaration.ts';
import { Logo } from './Logo.tsx';
import { pdfText } from './pdf-text.ts';
import { printTables, type PrintTable } from './print-layout.ts';
import { DATA_MATRIX_SIZE, styles } from './styles.ts';

export interface SummaryDocumentProps {
  report: IncidentReport;
  /** The insurer's fixed data-matrix prefix (SPEC §9); the server reads it from DATAMATRIX_PREFIX. */
  dataMatrixPrefix: string;
  /** When the document is made; shown in the footer. */
  generatedAt: Date;
  /**
   * The texts, in the document's language: Slovak for the insurer (SPEC §2), the reporter's for the
   * reporter's PDF (D26).
   */
  i18n: I18n;
  /** The family registerSummaryFonts() returned for this document. */
  fontFamily: string;
  /** The policies the verification matched (the server looks them up for a sent report). */
  verifiedPolicies?: readonly VerifiedPolicy[];
  /** The screens the report's journey visits (machines/journey-path.ts): the steps the summary restates. */
  path?: JourneyScreens;
}

/** Lines a value needs in its cell, roughly: long ones may break across pages, short ones never. */
function estimatedLines(value: string): number {
  return value.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 70)), 0);
}

/** A row that fits on one page is kept whole; only a row taller than about half a page may split. */
const MAX_UNSPLIT_LINES = 30;

/**
 * One line of text per paragraph: a "\n" handed to react-pdf is a character the font lacks, so it
 * switched to Helvetica for it (and embedded it); an empty line keeps its height with a space.
 */
function Lines({ text, style }: { text: string; style: Style }) {
  const lines = text.split('\n');
  if (lines.length === 1) return <Text style={style}>{text}</Text>;
  return (
    <View style={style}>
      {lines.map((line, index) => (
        <Text key={index}>{line || ' '}</Text>
      ))}
    </View>
  );
}

function Row({ row }: { row: SummaryRow }) {
  const value = pdfText(row.value);
  return (
    <View style={styles.row} wrap={mayBreak(value)}>
      <Lines style={styles.label} text={pdfText(row.label)} />
      <Lines style={styles.value} text={value} />
    </View>
  );
}

const mayBreak = (value: string) => estimatedLines(value) > MAX_UNSPLIT_LINES;

/**
 * A table: its title bar, then per section a sub-heading and the rows, all siblings on the page
 * (react-pdf 4.9 lets an unbreakable group that opens a nested View spill off the page, so there
 * is none). Headings never split and need room for a row after them (minPresenceAhead), so none
 * is left alone at a page's foot; rows break between pages, never inside (unless taller than half
 * a page).
 */
function tableElements(table: PrintTable) {
  return [
    <Text key={`${table.id}.title`} style={styles.tableTitle} wrap={false} minPresenceAhead={TITLE_PRESENCE_AHEAD}>
      {pdfText(table.title)}
    </Text>,
    ...table.sections.flatMap((section) => [
      ...(section.title
        ? [
            <Text
              key={`${table.id}.${section.id}.title`}
              style={styles.subheading}
              wrap={false}
              minPresenceAhead={SUBHEADING_PRESENCE_AHEAD}
            >
              {pdfText(section.title)}
            </Text>,
          ]
        : []),
      ...section.rows.map((row) => <Row key={`${table.id}.${section.id}.${row.id}`} row={row} />),
    ]),
    <View key={`${table.id}.end`} style={styles.tableEnd} />,
  ];
}

/**
 * The declaration the reporter agreed to, after the tables: the ticked sentence, when, and the
 * full text of /summary's dialog in small print. Its paragraphs may break between pages.
 */
function declarationElements(report: SummaryDocumentProps['report'], i18n: I18n) {
  const declaration = printDeclaration(report, i18n);
  return [
    <Text key="declaration.title" style={styles.tableTitle} wrap={false} minPresenceAhead={TITLE_PRESENCE_AHEAD}>
      {declaration.title}
    </Text>,
    <Text key="declaration.statement" style={styles.declarationStatement}>
      {declaration.statement}
    </Text>,
    <Row key="declaration.agreed" row={{ id: 'declaration.agreed', label: declaration.agreedLabel, value: declaration.agreed }} />,
    ...declaration.parts.flatMap((part, index) => [
      <Text key={`declaration.${index}.title`} style={styles.subheading} wrap={false} minPresenceAhead={SUBHEADING_PRESENCE_AHEAD}>
        {part.title}
      </Text>,
      ...part.paragraphs.map((paragraph, line) => (
        <Text key={`declaration.${index}.${line}`} style={styles.declarationText}>
          {paragraph}
        </Text>
      )),
    ]),
  ];
}

/**
 * Points of content a heading needs below it on its page: a sub-heading one row, a table title its
 * sub-heading and one row. No more: react-pdf counts every sibling starting within that distance,
 * so a larger figure reaching a tall unbreakable row moved the sub-heading and orphaned the title.
 */
const SUBHEADING_PRESENCE_AHEAD = 16;
const TITLE_PRESENCE_AHEAD = 34;

/**
 * The printable summary (SPEC §2 "A hidden printable summary document"): A4, in i18n's language, a
 * logo and the data-matrix identifier at the top, then the tables of printTables() and the
 * reporter's declaration; a running header, and a footer with the insurer, its claims hotline and
 * "strana X z Y" on every page; a report not yet completed is marked as a draft on every page.
 */
export function SummaryDocument({
  report,
  dataMatrixPrefix,
  generatedAt,
  i18n,
  fontFamily,
  verifiedPolicies = [],
  path,
}: SummaryDocumentProps) {
  const completed = isCompletedReport(report);
  const identifier = dataMatrixIdentifier(report, dataMatrixPrefix);
  const reportNumber = report.meta.saved?.incidentReportIds[0];
  const title = summaryLabel('print.title', i18n);
  const numberText = reportNumber ? `${summaryLabel('saved.reportNumber', i18n)} ${reportNumber}` : summaryLabel('print.draft', i18n);

  return (
    <Document
      title={reportNumber ? `${title} ${reportNumber}` : title}
      author={summaryLabel('print.insurer', i18n)}
      subject={title}
      creator="motor-claim-wizard"
      language={i18n.locale}
    >
      {/* react-pdf's newer paginator measures the content once and packs it into pages; the
          default one lays every remaining row out again at each page break (a third slower here,
          with the same pages to the pixel). */}
      <Page size="A4" style={[styles.page, { fontFamily }]} experimentalPagination>
        {!completed ? (
          <Text style={styles.watermark} fixed>
            {summaryLabel('print.draft', i18n)}
          </Text>
        ) : null}

        {/* On every page: a page that gets separated from the others still says whose it is,
            and its data matrix still scans. */}
        <View style={styles.header} fixed>
          <Logo size={40} />
          <View style={styles.headerText}>
            <Text style={styles.title}>{title}</Text>
            <Text style={styles.headerLine}>{summaryLabel('print.insurer', i18n)}</Text>
            <Text style={styles.headerLine}>{numberText}</Text>
          </View>
          <DataMatrix text={identifier} size={DATA_MATRIX_SIZE} />
        </View>

        {/* A page on its own still says whom to call about it. */}
        <View style={styles.footer} fixed>
          <Text>
            {summaryLabel('print.insurer', i18n)} · {summaryLabelWith('print.hotline', i18n, { phone: CLAIMS_HOTLINE.display })}
          </Text>
          <Text>
            {summaryLabel('print.generatedAt', i18n)} {formatDateTime(generatedAt, summaryLocale(i18n))}
            {completed ? '' : ` · ${summaryLabel('print.draft', i18n)}`}
          </Text>
          <Text render={({ pageNumber, totalPages }) => summaryLabelWith('print.page', i18n, { page: pageNumber, pages: totalPages })} />
        </View>

        {!completed ? <Text style={styles.draftNotice}>{summaryLabel('print.draftNotice', i18n)}</Text> : null}

        {printTables(report, i18n, verifiedPolicies, path).flatMap(tableElements)}
        {declarationElements(report, i18n)}
      </Page>
    </Document>
  );
}
