// Server-side entry: the catalogue with its zod schemas. The browser imports `@app/domain/client`
// (no zod) and types only from here.

export * from './client.ts';
export * from './contract.ts';
