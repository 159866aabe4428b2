import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import type { PGliteThread } from "./pglite-thread.js";

class ThreadConnection implements DatabaseConnection {
  constructor(
    private readonly thread: PGliteThread,
    readonly session: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery, marks?: { begins?: boolean; ends?: boolean }): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.thread.query(query.sql, query.parameters, this.session, marks);
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

class ThreadDriver implements Driver {
  constructor(private readonly thread: PGliteThread) {}

  async init(): Promise<void> {}

  /** Every connection is a new session: statements outside transactions go straight to the thread's queue. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread, this.thread.newSession());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = settings.isolationLevel || settings.accessMode ? "start transaction" : "begin";
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await (connection as ThreadConnection).executeQuery(CompiledQuery.raw(statement), { begins: true });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).executeQuery(CompiledQuery.raw("commit"), { ends: true });
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).executeQuery(CompiledQuery.raw("rollback"), { ends: true });
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** A Kysely dialect on a PGlite thread: PostgreSQL's SQL, adapter and introspection. */
export function pgliteThreadDialect(thread: PGliteThread): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new ThreadDriver(thread),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}
