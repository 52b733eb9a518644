import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.ts';
import { seedDemo } from '../seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated + seeded data-folder tarball. PostgreSQL: the template database name. */
    dbTemplate: string;
  }
}

const log = pino({ level: 'silent' });

/**
 * Builds one migrated, seeded database for the whole API suite; each test file then starts from a
 * copy (PGlite: loadDataDir from a tarball, ~0.9 s; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `app_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 2 });
    await database.migrate();
    await seedDemo(database, log);
    await database.close();
    project.provide('dbTemplate', template);
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'app_test_%${process.pid}%'`,
      );
      for (const row of rows.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database, log);
  const blob = await database.dump?.();
  await database.close();
  if (!blob) throw new Error('PGlite dump unavailable');
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('dbTemplate', file);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
