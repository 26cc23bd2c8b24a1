import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SLOVAK_MOTOR_INSURERS } from '../../src/domain/slovak-insurers.ts';

/**
 * The Lingui catalogs are the only source of the texts a person reads. This walks
 * the TypeScript of the code that produces them (screens, components, the shell, the summary and
 * the PDF, the machine, the server's answers and e-mails) and fails on a string literal, template
 * or JSX text that reads as Slovak or English and is not inside a Lingui macro. The catalogs'
 * completeness in both languages is tests/unit/i18n-catalogs.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'server', 'machines'];

/**
 * Files whose texts are for the insurer's operators and developers, never for a reporter or a
 * client of the API: start-up configuration errors, the register importer's CLI and its line
 * errors, SQL migrations, the statechart diagram the docs are drawn from, the metrics' help texts
 * (GET /metrics, read by the operators' monitoring) and the claim XML's schema (for the core system).
 */
const OPERATOR_FILES = [
  'server/config.ts',
  'server/http/metrics.ts',
  'server/reports/claim-xsd.ts',
  'server/reference/import-cli.ts',
  'server/reference/register-files.ts',
  'server/db/migrations/',
  'scripts/statechart-mermaid.ts',
];

/** Single texts for operators in files that otherwise speak to people, each with its reason. */
const OPERATOR_TEXTS: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'server/plugins/app/web-app.ts',
    text: 'The web app is not built: run `npm run build`.',
    why: 'answered only by a server started without its build (a broken deployment), to whoever set it up',
  },
  {
    file: 'src/api/resumable-upload.ts',
    text: 'The upload was cancelled.',
    why: "an AbortError's message, read by code only: the file's row says in its own words that it was cancelled",
  },
  {
    file: 'src/domain/insurer.ts',
    text: 'Slovenská kancelária poisťovateľov',
    why: 'a proper name (the SKP), written the same in every language; the notice around it is in the catalogs',
  },
  {
    file: 'src/domain/insurer.ts',
    text: 'Trnavská cesta 82, 821 02 Bratislava',
    why: 'a postal address, written the same in every language',
  },
  {
    file: 'src/domain/insurer.ts',
    text: 'Poisťovňa',
    why: "the insurer's name (the installed app's name in its manifest), a proper name written the same in every language",
  },
  ...SLOVAK_MOTOR_INSURERS.map((text) => ({
    file: 'src/domain/slovak-insurers.ts',
    text,
    why: "an insurer's registered name (the accident statement's list of Slovakia's motor insurers), written the same in every language",
  })),
  {
    file: 'server/reference/basemap.ts',
    text: 'Natural Earth, GeoNames (CC BY 4.0)',
    why: "the map data's sources and licence, by their names",
  },
];

/** Lingui's macros: what they wrap is extracted into the catalogs. */
const MACROS = new Set(['msg', 't', 'plural', 'select', 'selectOrdinal', 'defineMessage', 'Trans', 'Plural', 'Select', 'SelectOrdinal']);
/** JSX attributes a person reads (or hears); every other attribute (className, href, rel, …) is code. */
const SHOWN_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
]);

const SLOVAK_LETTER = /[áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ]/;
/** Words that make a run of words English prose rather than identifiers, class names or codes. */
const ENGLISH_WORDS = new Set(
  [
    'a an the is are was were be been do does did has have had not no yes of to in on at by for from with into about',
    'your you our we this that it its there here what which who how and or but if when than also only too more many some all any',
    'each every one please can cannot could must may should will would enter choose try again valid invalid',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Slovak (a Slovak letter), or English: mostly words of letters (punctuation around them aside),
 * at least two, one of them a common English word. `not-ready`, `a[href]` or `no-store` are codes.
 */
export function readsAsText(text: string): boolean {
  if (SLOVAK_LETTER.test(text)) return true;
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.map((token) => token.replace(/^[("'„“]+|[)"'“”.,:;!?]+$/g, '')).filter((token) => /^[A-Za-z']+$/.test(token));
  return words.length >= 2 && words.length * 2 >= tokens.length && words.some((word) => ENGLISH_WORDS.has(word.toLowerCase()));
}

const calleeName = (node: ts.Expression, source: ts.SourceFile) => node.getText(source).replace(/\s+/g, '');

/** A node under which texts are not a person's: macros, log lines, internal errors, SQL, module names. */
function exempt(node: ts.Node, source: ts.SourceFile): boolean {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return true;
  if (ts.isTaggedTemplateExpression(node)) {
    const tag = calleeName(node.tag, source);
    return MACROS.has(tag.split('(')[0]!) || tag === 'sql';
  }
  if (ts.isCallExpression(node)) {
    const callee = calleeName(node.expression, source);
    // Macros; log lines (pino's `request.log.error`, `app.log.warn`, `console.*`, or a helper handed
    // the logger, `logRenderFailure(request.log, …)`): no reader but the operator.
    return (
      // An Error subclass's `super(message)`: for the logs, as `new Error(…)`.
      node.expression.kind === ts.SyntaxKind.SuperKeyword ||
      MACROS.has(callee) ||
      /(^|\.)(log|logger|console)\.\w+$/.test(callee) ||
      node.arguments.some((argument) => /(^|\.)log$/.test(calleeName(argument, source)))
    );
  }
  // An Error's message is for the logs; not an ApiError's details, which the API answers with.
  if (ts.isNewExpression(node)) {
    const name = calleeName(node.expression, source);
    return name !== 'ApiError' && /Error$|^Pdf\w+$/.test(name);
  }
  if (ts.isJsxElement(node)) return MACROS.has(node.openingElement.tagName.getText(source));
  if (ts.isJsxSelfClosingElement(node)) return MACROS.has(node.tagName.getText(source));
  if (ts.isJsxAttribute(node)) return !SHOWN_ATTRIBUTES.has(node.name.getText(source));
  if (ts.isObjectLiteralExpression(node)) {
    const names = node.properties.map((property) => property.name?.getText(source));
    // `/*i18n*/ { id, message }`: a plain Lingui descriptor (src/domain/validation), extracted like a
    // macro; or the options of a job that logs (`{ log, failure: '… failed, will retry' }`).
    return (names.includes('id') && names.includes('message')) || names.includes('log');
  }
  // `cause`: why a step failed, kept for debugging (SPEC §4 "the error is stored for debug").
  if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'cause') return true;
  return false;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxText(node)) return node.text.trim();
  return undefined;
}

/** `file:line: "text"` for each text in `code` that a person would read and no catalog holds. */
export function uncataloguedTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (exempt(node, source)) return;
    // A property's name or an enum member's is an identifier of code, whatever it says.
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) return visit(node.initializer);
    const text = literalText(node);
    if (text !== undefined && readsAsText(text) && !OPERATOR_TEXTS.some((allowed) => allowed.file === file && allowed.text === text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !/\.(d|gen|test)\.tsx?$/.test(name) ? [relative] : [];
  });
}

describe('every text a person reads comes from the Lingui catalogs', () => {
  it('no Slovak or English text outside a Lingui macro in src/, server/ and machines/', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !OPERATOR_FILES.some((operator) => file.startsWith(operator)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => uncataloguedTexts(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found, 'write these with Lingui macros (msg, t, <Trans>) and run `npm run i18n:extract`').toEqual([]);
  });

  it('catches a text planted in a screen, an API error, an e-mail or a summary table, and leaves code alone', () => {
    const planted = `
      import { msg, t } from '@lingui/core/macro';
      import { Trans } from '@lingui/react/macro';
      export const LABELS = { 'section.reporter': { sk: 'Ohlasovateľ', en: 'Reporter' } };
      const detail = { path: '/email', message: 'Enter one valid e-mail address.' };
      const subject = locale === 'en' ? 'Your claim report has been received' : subject;
      export function Screen() {
        return (
          <div className="button button--secondary" aria-label="Close the dialog">
            Pokračovať
            <Trans>Toto je v katalógu</Trans>
            <img alt={t\`Logo poisťovne\`} src="/logo.svg" />
          </div>
        );
      }
      const fine = [msg\`Hlásenie je uložené.\`, { id: 'validation.required', message: 'Povinné pole' }];
      request.log.error({ err }, 'the completion e-mail was not sent');
      throw new Error('an update of a locked report found it changed');
      const query = sql\`SELECT count(*) FROM mail_log WHERE kind = 'continue-link'\`;
    `;
    expect(uncataloguedTexts('src/planted.tsx', planted).map((line) => line.replace(/^src\/planted\.tsx:\d+: /, ''))).toEqual([
      '"Ohlasovateľ"',
      '"Enter one valid e-mail address."',
      '"Your claim report has been received"',
      '"Close the dialog"',
      '"Pokračovať"',
    ]);
  });

  it('tells prose from code', () => {
    for (const text of ['Povinné pole', 'The file is empty.', 'Please try again', 'page {page} of {pages}'])
      expect(readsAsText(text), text).toBe(true);
    for (const text of [
      'button button--secondary',
      'noopener noreferrer',
      'application/json; charset=utf-8',
      'VALIDATION_FAILED',
      'delete draft',
    ])
      expect(readsAsText(text), text).toBe(false);
  });
});
