/**
 * Report ids are capabilities (DESIGN.md §6): logs keep only their first 4 characters, enough to
 * correlate lines, too few to open a report.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/incident-report\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/(\/view-attachment\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/([?&](?:id|reportId)=)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/([?&](?:licensePlate|policyId|q|operatorCode|lat|lon|near)=)[^&]*/g, '$1…');
}
