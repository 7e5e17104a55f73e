#!/usr/bin/env node
// Sets French typography in the French part of article files, so authors may type plain spaces:
// a no-break space (U+00A0) before : ; ? ! and », after «, and the apostrophe ’ for '.
// Also puts a note at the top of the file that lets lint accept those spaces.
// Only the text between `fr: {` and `sources:` is touched, where every string is a template literal.
// Usage: npx node libs/education-library/scripts/french-typography.mjs [files...]
// (no files: every file of src/articles). The unit test checks the result.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'src', 'articles');
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts')
        .map((f) => join(dir, f));

const fix = (text) =>
  text
    .replace(/'/g, '’')
    // Not inside an address (https://) nor between digits.
    .replace(/[ \u202f\u00a0]*([:;?!»])(?!\/\/)/g, (match, mark, offset, whole) =>
      /\d/.test(whole[offset - 1] ?? '') && /\d/.test(whole[offset + match.length] ?? '') ? match : `\u00a0${mark}`,
    )
    .replace(/«[ \u202f\u00a0]*/g, '«\u00a0');

const LINT_NOTE = '/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */';

for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('\n  fr: {');
  const end = source.indexOf('\n  sources:', start);
  if (start < 0 || end < 0) {
    console.error(`${file}: no fr part found`);
    process.exitCode = 1;
    continue;
  }
  const french = source.slice(start, end);
  // Only inside template literals: the object's own syntax (`title:`) is left alone.
  const fixed = french.replace(/`[^`]*`/g, (literal) => fix(literal));
  // Lint would take the no-break spaces inside template literals for stray whitespace.
  const head = source.startsWith(LINT_NOTE) ? '' : `${LINT_NOTE}\n`;
  const result = head + source.slice(0, start) + fixed + source.slice(end);
  if (result !== source) writeFileSync(file, result);
}
