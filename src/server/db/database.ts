import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where it is, without credentials: for the start-up log. */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests use one per run); the default is `public`. */
  postgresSchema?: string;
}

/** bigint columns hold milliseconds, well inside JavaScript's safe integers. */
const BIGINT_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/** Opens the configured database and applies pending migrations before anything uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl, options.postgresSchema) : openSqlite(options.dataDir);
  try {
    if (handle.kind === 'postgres' && options.postgresSchema) {
      await handle.db.schema.createSchema(options.postgresSchema).ifNotExists().execute();
    }
    await migrateToLatest(handle.db as Kysely<unknown>, handle.kind === 'postgres' ? options.postgresSchema : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openSqlite(dataDir: string): DatabaseHandle {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'leads.sqlite');
  const sqlite = new SQLite(file);
  // A committed lead survives a crash or a power cut: WAL with a full sync on every commit.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Kysely prepares every query anew; the intake runs the same few statements over and over.
  const statements = new Map<string, SQLite.Statement>();
  const database = {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size < 200) statements.set(sql, statement);
      }
      return statement;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, kind: 'sqlite', description: `SQLite at ${file}`, close: () => db.destroy() };
}

function openPostgres(databaseUrl: string, schema?: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}${schema ? ` (schema ${schema})` : ''}`,
    close: () => db.destroy(),
  };
}
