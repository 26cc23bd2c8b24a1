/**
 * /additional-attachments (SPEC §2): the documents and photos, and an addition to the description,
 * as the summary restates them. The screen keeps its own form for now; this is the part of its
 * step that /summary and the PDF read.
 */
import type { SummaryStep } from './step.ts';

export const additionalAttachmentsSummary = {
  screen: 'additional-attachments',
  summary: {
    rows: {
      additional: (rows, _summary, { incident }) =>
        rows.add('descriptionAdditional', 'incident.descriptionAdditional', incident.descriptionAdditional),
      // Every attachment of the report, also those sent from another screen (the damage photos).
      attachments: (rows, summary, { attachments }) => {
        for (const attachment of attachments) {
          rows.addLabelled(attachment.id, summary.valueLabel('attachmentType', attachment.type), attachment.clientName, {
            attachmentId: attachment.id,
          });
        }
      },
    },
  },
} satisfies SummaryStep;
