/**
 * The SQL builder: a typed wrapper over `@merchantry/postgres-query-builder`. Builders run on the
 * pool or on a transaction's connection.
 *
 * @module @merchantry/merchantry/lib/postgres/query
 */
import type {Pool, PoolClient} from 'pg';

/** Where a query runs: the pool, or a connection inside a transaction. */
export type Connection = Pool | PoolClient;

/** A row as the database returns it. */
export type Row = any;

/** Comparison operators of `where`, `andWhere`, `orWhere` and `on`. */
export type Operator =
  | '='
  | '!='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'LIKE'
  | 'NOT LIKE'
  | 'ILIKE'
  | 'IN'
  | 'NOT IN'
  | 'IS'
  | 'IS NOT';

/** Conditions shared by select, update and delete. */
export interface Conditional<Self> {
  /** First condition. */
  where(column: string, operator: Operator, value: unknown): Self;
  /** Further condition joined with AND. */
  andWhere(column: string, operator: Operator, value: unknown): Self;
  /** Further condition joined with OR. */
  orWhere(column: string, operator: Operator, value: unknown): Self;
}

/** A join waiting for its condition. */
export interface Join {
  /** The join condition, column against column. */
  on(left: string, operator: Operator, right: string): SelectQuery;
}

export interface SelectQuery extends Conditional<SelectQuery> {
  /** Sets the table. */
  from(table: string, alias?: string): SelectQuery;
  /** Joins another table. */
  leftJoin(table: string, alias?: string): Join;
  /** Joins another table, keeping only matching rows. */
  innerJoin(table: string, alias?: string): Join;
  /** Sort order. */
  orderBy(column: string, direction?: 'ASC' | 'DESC'): SelectQuery;
  /** Pagination: skip `offset` rows, return at most `limit`. */
  limit(offset: number, limit: number): SelectQuery;
  /** Grouping. */
  groupBy(...columns: string[]): SelectQuery;
  /** An independent copy of the query. */
  clone(): SelectQuery;
  /** The SQL text, for debugging. */
  sql(): Promise<string>;
  /** Runs the query and returns every row. */
  execute<T = Row>(connection: Connection): Promise<T[]>;
  /** Runs the query and returns the first row, or `null`. */
  load<T = Row>(connection: Connection): Promise<T | null>;
}

export interface InsertQuery {
  /** Column values; columns the table does not have are ignored. */
  given(values: Record<string, unknown>): InsertQuery;
  /** One column value. */
  prime(column: string, value: unknown): InsertQuery;
  /** Runs the insert and returns the inserted row. */
  execute<T = Row>(connection: Connection): Promise<T>;
}

export interface UpdateQuery extends Conditional<UpdateQuery> {
  /** Column values; columns the table does not have are ignored. */
  given(values: Record<string, unknown>): UpdateQuery;
  /** One column value. */
  prime(column: string, value: unknown): UpdateQuery;
  /** Runs the update and returns the updated row. */
  execute<T = Row>(connection: Connection): Promise<T>;
}

export interface DeleteQuery extends Conditional<DeleteQuery> {
  /** Runs the delete. */
  execute(connection: Connection): Promise<unknown>;
}

/**
 * Starts a select.
 *
 * @param columns Columns to return; none means every column.
 */
export function select(...columns: string[]): SelectQuery;

/** Starts an insert into `table`. */
export function insert(table: string): InsertQuery;

/** Starts an update of `table`. */
export function update(table: string): UpdateQuery;

/** Starts a delete from `table`. */
export function del(table: string): DeleteQuery;

/**
 * Starts an upsert: insert, or update the row that has the same values in `conflictColumns`.
 *
 * @param table The table.
 * @param conflictColumns Columns of the unique constraint that decides "same row".
 */
export function insertOnUpdate(table: string, conflictColumns: string[]): InsertQuery;

/** Runs raw SQL, such as DDL in a migration. */
export function execute(connection: Connection, sql: string): Promise<unknown>;

/** Begins a transaction on a connection from `getConnection()`. */
export function startTransaction(connection: PoolClient): Promise<void>;

/** Commits the transaction and releases the connection. */
export function commit(connection: PoolClient): Promise<void>;

/** Rolls the transaction back and releases the connection. */
export function rollback(connection: PoolClient): Promise<void>;
