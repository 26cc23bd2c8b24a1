/**
 * The XML Schema of the claim message (server/reports/claim-notification.xsd), the hand-off
 * contract with the insurer's core system. The envelope (ids, scope, the damaged
 * object, the attachments with their links) is written here; `parties` and `incident` are the
 * report's document, so their types are derived from openapi.yaml's schemas, the one source of
 * truth for them, by the rules claim-xml.ts writes JSON as XML with:
 *
 * - an object is an element whose children come in any order (`xs:all`), each at most once;
 * - an array is an element of `item` children;
 * - a value is the element's text; null, "" and an absent value are an empty element, so every
 *   simple type also allows the empty text.
 *
 * `npm run generate:xsd` writes the file; tests/api/claim-contract.test.ts fails when it is stale,
 * and every claim XML the tests produce is validated against it (tests/support/claim-xml.ts).
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  description?: string;
};

export const CLAIM_NAMESPACE = 'urn:insurer:motor-claim:1';
/** Where the schema is kept in the repository. */
export const CLAIM_XSD_PATH = 'server/reports/claim-notification.xsd';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** A simple type that also takes the empty text (null, "" or an absent value). */
function orEmpty(restriction: string): string {
  return `<xs:simpleType>\n  <xs:union memberTypes="tns:empty">\n    <xs:simpleType>\n${indent(restriction, '      ')}\n    </xs:simpleType>\n  </xs:union>\n</xs:simpleType>`;
}

function facets(base: string, lines: string[]): string {
  return lines.length === 0
    ? `<xs:restriction base="${base}"/>`
    : `<xs:restriction base="${base}">\n${lines.map((line) => `  ${line}`).join('\n')}\n</xs:restriction>`;
}

/** The schema without its null alternative: `type: [string, 'null']` and `oneOf: [X, {type: 'null'}]` both read as X. */
function withoutNull(schema: JsonSchema): JsonSchema {
  if (schema.oneOf) {
    const rest = schema.oneOf.filter((alternative) => alternative.type !== 'null');
    if (rest.length !== 1) throw new Error(`claim-xsd: a oneOf of ${rest.length} alternatives has no XML form`);
    return { ...rest[0]!, description: schema.description ?? rest[0]!.description };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length !== 1) throw new Error(`claim-xsd: a value of types ${types.join(', ')} has no XML form`);
    return { ...schema, type: types[0]!, ...(schema.enum ? { enum: schema.enum.filter((value) => value !== null) } : {}) };
  }
  return schema;
}

/** The restriction of a scalar JSON schema, before the empty alternative is added. */
function scalarRestriction(schema: JsonSchema): string {
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date') return facets('xs:date', []);
      const lines: string[] = [];
      for (const value of schema.enum ?? []) lines.push(`<xs:enumeration value="${escapeXml(String(value))}"/>`);
      if (schema.maxLength !== undefined) lines.push(`<xs:maxLength value="${schema.maxLength}"/>`);
      // XSD patterns match the whole text: JSON Schema's anchors are implied.
      if (schema.pattern) lines.push(`<xs:pattern value="${escapeXml(schema.pattern.replace(/^\^/, '').replace(/\$$/, ''))}"/>`);
      return facets('xs:string', lines);
    }
    case 'boolean':
      return facets('xs:boolean', []);
    case 'integer':
    case 'number': {
      const lines: string[] = [];
      if (schema.minimum !== undefined) lines.push(`<xs:minInclusive value="${schema.minimum}"/>`);
      if (schema.maximum !== undefined) lines.push(`<xs:maxInclusive value="${schema.maximum}"/>`);
      // A JSON number may be written with an exponent (1e-7), which xs:decimal does not take.
      return facets(schema.type === 'integer' ? 'xs:integer' : 'xs:double', lines);
    }
    default:
      throw new Error(`claim-xsd: type ${String(schema.type)} has no XML form`);
  }
}

const documentation = (schema: JsonSchema) =>
  schema.description ? `<xs:annotation><xs:documentation>${escapeXml(schema.description.trim())}</xs:documentation></xs:annotation>\n` : '';

/** The type of a value: a reference to a named type, or an anonymous one written inline. */
function typeOf(schema: JsonSchema, named: Set<string>): { attribute: string } | { inline: string } {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    named.add(name);
    return { attribute: `tns:${name}` };
  }
  const value = withoutNull(schema);
  if (value.$ref) return typeOf(value, named);
  if (value.type === 'object') return { inline: complexType(value, named) };
  if (value.type === 'array') return { inline: arrayType(value, named) };
  return { inline: orEmpty(scalarRestriction(value)) };
}

function element(name: string, schema: JsonSchema, named: Set<string>, occurs = ' minOccurs="0"'): string {
  const type = typeOf(schema, named);
  const notes = documentation(schema);
  if ('attribute' in type && !notes) return `<xs:element name="${name}" type="${type.attribute}"${occurs}/>`;
  if ('attribute' in type)
    return `<xs:element name="${name}" type="${type.attribute}"${occurs}>\n${indent(notes.trimEnd(), '  ')}\n</xs:element>`;
  return `<xs:element name="${name}"${occurs}>\n${indent(notes + type.inline, '  ')}\n</xs:element>`;
}

function complexType(schema: JsonSchema, named: Set<string>, name?: string): string {
  const children = Object.entries(schema.properties ?? {}).map(([key, child]) => element(key, child, named));
  const open = name ? `<xs:complexType name="${name}">` : '<xs:complexType>';
  if (children.length === 0) return `${open}\n</xs:complexType>`;
  return `${open}\n  <xs:all>\n${indent(children.join('\n'), '    ')}\n  </xs:all>\n</xs:complexType>`;
}

function arrayType(schema: JsonSchema, named: Set<string>, name?: string): string {
  const max = schema.maxItems === undefined ? 'unbounded' : String(schema.maxItems);
  const item = element('item', schema.items ?? {}, named, ` minOccurs="0" maxOccurs="${max}"`);
  const open = name ? `<xs:complexType name="${name}">` : '<xs:complexType>';
  return `${open}\n  <xs:sequence>\n${indent(item, '    ')}\n  </xs:sequence>\n</xs:complexType>`;
}

/**
 * What the message says of a type beyond the report's document (claim-xml.ts `claimOtherParty`):
 * elements it adds and the meaning it gives an element in the message.
 */
const CLAIM_ONLY: Record<string, Record<string, JsonSchema>> = {
  OtherParty: {
    hasLicensePlate: {
      type: 'boolean',
      description: 'Empty when the reporter does not know the plate (licensePlateIsUnknown).',
    },
    licensePlateIsUnknown: {
      type: 'boolean',
      description: "true: the reporter does not know the vehicle's plate; not that the vehicle has none.",
    },
    partyType: {
      $ref: '#/components/schemas/PartyType',
      description: 'Empty for a party nobody knows (isUnknown): an unknown party has no type.',
    },
  },
};

/** A named type of openapi.yaml's components, with what the message adds to it. */
function namedType(name: string, schema: JsonSchema, named: Set<string>): string {
  const own = withoutNull(schema);
  const extra = CLAIM_ONLY[name];
  const value = extra ? { ...own, properties: { ...own.properties, ...extra } } : own;
  if (value.$ref) throw new Error(`claim-xsd: ${name} is only a reference`);
  const notes = documentation(value);
  const body =
    value.type === 'object'
      ? complexType(value, named, name)
      : value.type === 'array'
        ? arrayType(value, named, name)
        : orEmpty(scalarRestriction(value)).replace('<xs:simpleType>', `<xs:simpleType name="${name}">`);
  return notes ? body.replace('>\n', `>\n${indent(notes.trimEnd(), '  ')}\n`) : body;
}

/** The envelope claim-xml.ts writes around the document, in its order. */
const ENVELOPE = `<xs:element name="claimNotification">
  <xs:annotation><xs:documentation>One claim (one damaged object) of a saved report, with the whole report for context.</xs:documentation></xs:annotation>
  <xs:complexType>
    <xs:sequence>
      <xs:element name="claimId" type="tns:number"/>
      <xs:element name="incidentReportId" type="tns:number"/>
      <xs:element name="reportReference" type="tns:ReportId"/>
      <xs:element name="productCategory" type="tns:ProductCategory"/>
      <xs:element name="context" type="tns:Context"/>
      <xs:element name="scope" type="tns:ScopeCode"/>
      <xs:element name="policyType" type="tns:PolicyType"/>
      <xs:element name="savedAt" type="xs:dateTime"/>
      <xs:element name="damagedObject">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="type" type="tns:ObjectType"/>
            <xs:element name="label" type="tns:OptionalText"/>
            <xs:element name="source" type="xs:string"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="parties" type="tns:Parties"/>
      <xs:element name="incident" type="tns:Incident"/>
      <xs:element name="attachments">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="attachment" type="tns:ClaimAttachment" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
    </xs:sequence>
  </xs:complexType>
</xs:element>

<xs:element name="claimDocument">
  <xs:annotation><xs:documentation>A document the reporter added to a claim after the report was saved (on the claim's own page): one message per claim and document, with its own Idempotency-Key.</xs:documentation></xs:annotation>
  <xs:complexType>
    <xs:sequence>
      <xs:element name="claimId" type="tns:number"/>
      <xs:element name="incidentReportId" type="tns:number"/>
      <xs:element name="reportReference" type="tns:ReportId"/>
      <xs:element name="sentAt" type="xs:dateTime"/>
      <xs:element name="attachment" type="tns:ClaimAttachment"/>
    </xs:sequence>
  </xs:complexType>
</xs:element>

<xs:complexType name="ClaimAttachment">
  <xs:annotation><xs:documentation>A file of the report, and where the core system fetches it until downloadUrlExpiresAt: an S3 pre-signed URL, or the server's signed link. Check the bytes against sha256.</xs:documentation></xs:annotation>
  <xs:sequence>
    <xs:element name="id" type="tns:Id"/>
    <xs:element name="type" type="tns:AttachmentType"/>
    <xs:element name="fileName" type="xs:string"/>
    <xs:element name="contentType" type="xs:string"/>
    <xs:element name="size" type="xs:positiveInteger"/>
    <xs:element name="sha256">
      <xs:simpleType>
        <xs:restriction base="xs:string">
          <xs:pattern value="[0-9a-f]{64}"/>
        </xs:restriction>
      </xs:simpleType>
    </xs:element>
    <xs:element name="downloadUrl" type="xs:anyURI"/>
    <xs:element name="downloadUrlExpiresAt" type="xs:dateTime"/>
  </xs:sequence>
</xs:complexType>

<xs:simpleType name="empty">
  <xs:restriction base="xs:string">
    <xs:length value="0"/>
  </xs:restriction>
</xs:simpleType>

<xs:simpleType name="number">
  <xs:restriction base="xs:string">
    <xs:pattern value="[0-9]+"/>
  </xs:restriction>
</xs:simpleType>

<xs:simpleType name="OptionalText">
  <xs:restriction base="xs:string"/>
</xs:simpleType>

<xs:simpleType name="ObjectType">
  <xs:restriction base="xs:string">
    <xs:enumeration value="VEHICLE"/>
    <xs:enumeration value="PROPERTY"/>
    <xs:enumeration value="HEALTH"/>
  </xs:restriction>
</xs:simpleType>`;

/** The named types the envelope uses from openapi.yaml, besides Parties and Incident. */
const ENVELOPE_TYPES = ['ReportId', 'ProductCategory', 'Context', 'ScopeCode', 'PolicyType', 'Id', 'AttachmentType', 'Parties', 'Incident'];

/** claim-notification.xsd for openapi.yaml's schemas (`components.schemas`). */
export function claimNotificationXsd(schemas: Record<string, JsonSchema>): string {
  const named = new Set<string>(ENVELOPE_TYPES);
  const written = new Map<string, string>();
  // Each named type may name others: write until none is left unwritten.
  for (let pending = [...named]; pending.length > 0; pending = [...named].filter((name) => !written.has(name))) {
    for (const name of pending) {
      const schema = schemas[name];
      if (!schema) throw new Error(`claim-xsd: openapi.yaml has no schema ${name}`);
      written.set(name, namedType(name, schema, named));
    }
  }
  const types = [...written.keys()].sort().map((name) => written.get(name)!);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!--
  The messages the wizard hands to the insurer's core system, version 1: the claim (one per claim,
  claimNotification) and each document added to it later on the claim's own page (claimDocument).
  Generated by \`npm run generate:xsd\` from server/reports/claim-xsd.ts and openapi.yaml: do not edit.
  An empty element stands for a value that is null, empty or absent.
-->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${CLAIM_NAMESPACE}" targetNamespace="${CLAIM_NAMESPACE}" elementFormDefault="qualified">

${indent([ENVELOPE, ...types].join('\n\n'), '  ')}

</xs:schema>
`;
}
