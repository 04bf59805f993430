// web-test-runner runs browser tests with mocha's BDD globals; typed here (no @types/mocha needed).
type MochaDone = (error?: unknown) => void;
type MochaBody = ((this: { timeout(ms: number): void }) => void | Promise<unknown>) | ((done: MochaDone) => void);
declare function describe(name: string, body: () => void): void;
declare function it(name: string, body: MochaBody): void;
declare namespace it {
  function skip(name: string, body: MochaBody): void;
  function only(name: string, body: MochaBody): void;
}
declare function before(body: MochaBody): void;
declare function after(body: MochaBody): void;
declare function beforeEach(body: MochaBody): void;
declare function afterEach(body: MochaBody): void;

// The reference server's OpenAPI document, written when the browser suite starts (web-test-runner.config.mjs).
declare module "shop:openapi-document" {
  const document: unknown;
  export default document;
}
