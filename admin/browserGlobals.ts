// Some of Decap's dependencies were written for webpack, which provided Node's `global`.
// Imported first by main.ts, so it runs before them.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis }
scope.global ??= globalThis
export {}
