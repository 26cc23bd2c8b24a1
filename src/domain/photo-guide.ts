/**
 * /additional-attachments: the guided list of what to photograph, chosen by the journey. Each entry
 * has its own camera button, and what it takes is stored as the entry's document type. The free
 * pick of files stays beside it. Pure: no React, no i18n.
 *
 * | entry                 | type            | shown when                                                                 |
 * |-----------------------|-----------------|----------------------------------------------------------------------------|
 * | damageCloseUp         | PHOTO_DOC       | always                                                                     |
 * | damageFromAfar        | PHOTO_DOC       | always                                                                     |
 * | myVehicleWithPlate    | PHOTO_DOC       | my vehicle is involved (object 1 or 2)                                     |
 * | otherVehicleWithPlate | PHOTO_DOC       | another vehicle is involved and known: not an unknown culprit (hit-and-run) |
 * | place                 | PHOTO_DOC       | always                                                                     |
 * | accidentStatement     | ACCIDENT_REPORT | the participants wrote the paper accident statement (accidentReportWritten yes) |
 * | windshield            | PHOTO_DOC       | glass: reason 1_GLASS or 1_LIABILITY_GLASS, or only the windshield is damaged |
 */
import type { AttachmentType } from './attachments.ts';
import { objectsOf } from './incident-questions.ts';
import type { Incident, Parties } from './report.ts';

export const PHOTO_GUIDE_IDS = [
  'damageCloseUp',
  'damageFromAfar',
  'myVehicleWithPlate',
  'otherVehicleWithPlate',
  'place',
  'accidentStatement',
  'windshield',
] as const;

export type PhotoGuideId = (typeof PHOTO_GUIDE_IDS)[number];

export const PHOTO_GUIDE_TYPES: Record<PhotoGuideId, AttachmentType> = {
  damageCloseUp: 'PHOTO_DOC',
  damageFromAfar: 'PHOTO_DOC',
  myVehicleWithPlate: 'PHOTO_DOC',
  otherVehicleWithPlate: 'PHOTO_DOC',
  place: 'PHOTO_DOC',
  accidentStatement: 'ACCIDENT_REPORT',
  windshield: 'PHOTO_DOC',
};

export interface PhotoGuideFacts {
  scope: string | null | undefined;
  incident: Pick<Incident, 'reason' | 'specificAnswers' | 'responsibleParty' | 'otherDamage'>;
  parties: Pick<Parties, 'otherResponsibleParty'>;
}

const GLASS = ['1_GLASS', '1_LIABILITY_GLASS'];
const OTHER_VEHICLE_RESPONSIBLE = ['otherVehicle', 'otherVehicleOrPerson'];

const otherVehicleKnown = ({ scope, incident, parties }: PhotoGuideFacts) => {
  const objects = objectsOf(scope);
  const another =
    objects.includes(3) ||
    objects.includes(4) ||
    (incident.otherDamage ?? []).includes('VEHICLE') ||
    OTHER_VEHICLE_RESPONSIBLE.includes(incident.responsibleParty ?? '');
  const party = parties.otherResponsibleParty;
  // A culprit who drove off leaves nothing to photograph.
  const unknown = party?.isUnknown === true || party?.hasLicensePlate === false;
  return another && !unknown;
};

const RULES: Record<PhotoGuideId, (facts: PhotoGuideFacts) => boolean> = {
  damageCloseUp: () => true,
  damageFromAfar: () => true,
  myVehicleWithPlate: ({ scope }) => objectsOf(scope).some((object) => object === 1 || object === 2),
  otherVehicleWithPlate: otherVehicleKnown,
  place: () => true,
  accidentStatement: ({ incident }) => incident.specificAnswers?.accidentReportWritten === true,
  windshield: ({ incident }) => GLASS.includes(incident.reason?.id ?? '') || incident.specificAnswers?.damagedWindshieldOnly === true,
};

/** The entries to show, in the list's order. */
export function photoGuide(facts: PhotoGuideFacts): PhotoGuideId[] {
  return PHOTO_GUIDE_IDS.filter((id) => RULES[id](facts));
}
