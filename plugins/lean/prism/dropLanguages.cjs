// @ts-check
/**
 * prism-react-renderer registers about twenty languages in the main bundle of every page, most of which
 * (Swift, Kotlin, Rust, Python, Go, C++…) no page of this site highlights. Its build registers them in one
 * comma expression after `var Prism = …`; this drops the parts of it that name a language of `unused`.
 * The site highlights TypeScript, TSX, JavaScript, JSX, JSON, SQL, CSS, HTML and the additional languages
 * of config/theme.ts; a grammar it keeps does not depend on a dropped one (dropLanguages.test.ts compares
 * their tokens with the full build's).
 */
const ts = require('typescript');

/** Languages (and their aliases) the docs, the demo and the home page never highlight. */
const unused = [
  'actionscript',
  'coffeescript',
  'coffee',
  'flow',
  'c',
  'cpp',
  'go',
  'kotlin',
  'kt',
  'kts',
  'objectivec',
  'objc',
  'reason',
  'rust',
  'swift',
  'python',
  'py',
  'graphql',
  'yaml',
  'yml',
  'markdown',
  'md',
];

const languagesStart = '// src/prism-langs.ts\n';
const languagesEnd = '// src/themes/index.ts\n';

/** @param {string} text */
const namesUnused = (text) =>
  unused.some((name) => new RegExp(`languages\\.${name}\\b|languages\\["${name}"\\]|"${name}"`).test(text));

/**
 * @param {string} source
 * @returns {string | null} the source without the unused grammars, or null when its layout is not the expected one
 */
function dropLanguages(source) {
  const start = source.indexOf(languagesStart);
  const end = source.indexOf(languagesEnd, start);
  if (start < 0 || end < 0) return null;
  const section = source.slice(start, end);
  const file = ts.createSourceFile('prism-langs.js', section, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const statements = file.statements.filter(ts.isExpressionStatement);
  const statement = statements[0];
  if (!statement || statements.length !== 1) return null;
  /** @type {ts.Expression[]} */
  const parts = [];
  /** @param {ts.Expression} expression */
  const flatten = (expression) => {
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.CommaToken) {
      flatten(expression.left);
      flatten(expression.right);
    } else parts.push(expression);
  };
  flatten(statement.expression);
  const kept = parts.map((part) => part.getText(file)).filter((text) => !namesUnused(text));
  if (kept.length === parts.length || kept.length === 0) return null;
  const leanSection = `${section.slice(0, statement.getStart(file))}${kept.join(',\n')};\n${section.slice(statement.getEnd())}`;
  return `${source.slice(0, start)}${leanSection}${source.slice(end)}`;
}

module.exports = { dropLanguages, unused };
