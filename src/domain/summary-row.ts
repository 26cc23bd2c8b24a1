/** One row of the summary (/summary, /confirm, the PDF): a label and the answer, formatted. */
export interface SummaryRow {
  /** Stable within a report, e.g. `reporter.email` or `damagedVehicle.2.licensePlate`. */
  id: string;
  label: string;
  /** Formatted for display; may hold line breaks (descriptions). Never empty. */
  value: string;
  /** Set on attachment rows, so the screen can offer the file for download. */
  attachmentId?: string;
}
