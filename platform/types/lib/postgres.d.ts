/**
 * The PostgreSQL connection pool (driver `pg`, at most 20 connections), configured from the
 * `DB_*` environment variables.
 *
 * @module @merchantry/merchantry/lib/postgres
 */
import type {Pool, PoolClient} from 'pg';

/** The shared pool: pass it to `.execute()` and `.load()` outside transactions. */
export const pool: Pool;

/**
 * Takes a connection from the pool for a transaction. Always commit or roll back, or the pool
 * leaks the connection.
 */
export function getConnection(): Promise<PoolClient>;
