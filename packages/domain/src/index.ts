export * from './contract.ts';
export * from './client.ts';
