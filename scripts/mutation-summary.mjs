// Reads Stryker JSON reports (mutation-testing-elements schema) and prints, per file and in all,
// the mutation score (killed and timed out over those plus survived and not covered, as Stryker
// counts it), then each surviving or uncovered mutant with its location. Several reports may be
// given: a later report's result for the same mutant (file, mutator, location) replaces an
// earlier one, so a survivors-only re-run can be laid over the full run.
//   node scripts/mutation-summary.mjs reports/mutation/mutation.json [more.json …] [--mutate]
// With --mutate, the last line is the survivors' locations as a `--mutate` argument for a re-run.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const asMutateArgument = args.includes("--mutate");
const reports = args.filter((arg) => !arg.startsWith("--"));
if (reports.length === 0) {
  console.error("usage: node scripts/mutation-summary.mjs REPORT.json [REPORT.json …] [--mutate]");
  process.exit(2);
}

const at = (location) => `${location.start.line}:${location.start.column}-${location.end.line}:${location.end.column}`;
/** @type {Map<string, Map<string, {mutatorName: string, replacement?: string, location: object, status: string}>>} */
const byFile = new Map();
for (const report of reports) {
  const { files } = JSON.parse(readFileSync(report, "utf8"));
  for (const [file, { mutants }] of Object.entries(files)) {
    const known = byFile.get(file) ?? new Map();
    for (const mutant of mutants) known.set(`${mutant.mutatorName}@${at(mutant.location)}`, mutant);
    byFile.set(file, known);
  }
}

const detected = new Set(["Killed", "Timeout"]);
const undetected = new Set(["Survived", "NoCoverage"]);
let allDetected = 0;
let allUndetected = 0;
const survivors = [];
for (const [file, mutants] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  const list = [...mutants.values()];
  const found = list.filter((mutant) => detected.has(mutant.status)).length;
  const missed = list.filter((mutant) => undetected.has(mutant.status));
  allDetected += found;
  allUndetected += missed.length;
  const scored = found + missed.length;
  const score = scored ? ((100 * found) / scored).toFixed(1) : "n/a";
  console.log(`${file}: ${score} % (${found}/${scored}; ${list.length - scored} ignored or not valid)`);
  for (const mutant of missed) survivors.push({ file, mutant });
}
const scored = allDetected + allUndetected;
console.log(`all: ${scored ? ((100 * allDetected) / scored).toFixed(1) : "n/a"} % (${allDetected}/${scored})`);
for (const { file, mutant } of survivors) {
  const replacement = (mutant.replacement ?? "").replace(/\s+/g, " ").slice(0, 100);
  console.log(`  ${mutant.status} ${file}:${at(mutant.location)} ${mutant.mutatorName}: ${replacement}`);
}
// Stryker reads a `--mutate` range's columns from 0 and the report counts them from 1: a range
// copied as reported starts one character after its mutant and selects nothing.
const range = ({ start, end }) => `${start.line}:${start.column - 1}-${end.line}:${end.column}`;
if (asMutateArgument && survivors.length > 0) {
  console.log(survivors.map(({ file, mutant }) => `${file}:${range(mutant.location)}`).join(","));
}
