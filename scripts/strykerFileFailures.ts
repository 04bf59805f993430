import type { RunnerTask, RunnerTestFile } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/**
 * For mutation runs only (stryker.vitest.config.ts). Stryker's vitest runner (9.6.1) reads each
 * test's own result: when a file-level `beforeAll` fails, as it does when a mutant breaks the app
 * the file builds, every test of the file is skipped and the mutant is reported as a survivor
 * (stryker-js#6150). This marks the tests such a failed file did not run as failed with the
 * file's error, so the mutant counts as killed, as a plain `vitest run` would show. A file fails
 * only when something in it failed, so no mutant is counted killed that a real run would pass.
 */
export default class FileFailuresFailTheirTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const testModule of testModules) {
      // The module's task is internal to Vitest's types; Stryker reads these same task objects.
      const file = (testModule as unknown as { task: RunnerTestFile }).task;
      if (file.result?.state !== "fail") continue;
      const errors = file.result.errors?.length
        ? file.result.errors
        : [{ name: "Error", message: "The test file failed outside its tests" }];
      const failUnrun = (tasks: RunnerTask[]) => {
        for (const task of tasks) {
          if (task.type === "suite") failUnrun(task.tasks);
          // Vitest marks the tests of a file whose set-up failed as skipped (mode and state alike).
          // Stryker reads a skipped mode as skipped whatever the state says.
          else if (task.type === "test" && task.result?.state !== "fail") {
            task.mode = "run";
            task.result = { state: "fail", errors };
          }
        }
      };
      failUnrun(file.tasks);
      // A file that failed while loading (a mutant that throws as a module is evaluated, e.g. in a
      // schema) has no tests at all: Stryker would see nothing fail. One failed entry stands for it.
      const hasTests = (tasks: RunnerTask[]): boolean =>
        tasks.some((task) => task.type === "test" || (task.type === "suite" && hasTests(task.tasks)));
      if (!hasTests(file.tasks)) {
        // Only the fields Stryker reads (name, suite, file, mode, result); Vitest is done with the run.
        const stand = { type: "test", id: `${file.id}_load`, name: "(the file failed to load)", mode: "run" };
        file.tasks.push({ ...stand, suite: file, file, result: { state: "fail", errors } } as unknown as RunnerTask);
      }
    }
  }
}
