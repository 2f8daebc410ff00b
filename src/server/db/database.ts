import 'server-only';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where it is, without credentials: for the start-up log. */
  description: string;
  /** PostgreSQL's connection pool and schema, for the rate limits counted there (src/server/limits.ts). */
  postgres?: { pool: pg.Pool; schema: string };
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

/**
 * A folder of private data: made, or made private again, 0700 whatever the umask (issue 20;
 * ASVS 4.0.3 V14.1.x hardening). Its files are created 0600.
 */
export function privateDirectory(path: string): string {
  const directory = resolve(path);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);
  return directory;
}

function openSqlite(dataDir: string): DatabaseHandle {
  const directory = privateDirectory(dataDir);
  const file = join(directory, 'leads.sqlite');
  const sqlite = new SQLite(file);
  // 0600 before the first write: SQLite gives its -wal and -shm files the database file's mode.
  // (By path: opening and closing the file here would drop SQLite's locks in this process.)
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  // A committed lead survives a crash or a power cut: WAL with a full sync on every commit.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, so an erased lead leaves nothing in the file (issue 20).
  sqlite.pragma('secure_delete = ON');
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

/**
 * After an erasure: on SQLite, the write-ahead log still holds the pages as they were before it,
 * the erased name included, until a checkpoint copies the new pages into the database and
 * truncates the log. On PostgreSQL, dead rows are reclaimed by (auto)vacuum.
 */
export async function forgetErased(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
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
    postgres: { pool, schema: schema ?? 'public' },
    close: () => db.destroy(),
  };
}
