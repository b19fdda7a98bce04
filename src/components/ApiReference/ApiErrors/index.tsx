/**
 * The error responses of an operation: status, when it happens, and the message of the documented
 * example. Every error uses the `{ "error": { "status", "message" } }` envelope. Shared responses
 * are left out of search: they repeat under every operation and the REST overview explains them.
 */
import React, {type ReactNode} from 'react';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import type {ApiErrorResponse} from '../types';
import ApiText from '../ApiText';
import styles from './styles.module.css';

export interface ApiErrorsProps {
  errors: ApiErrorResponse[];
}

export default function ApiErrors({errors}: ApiErrorsProps): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">When</th>
          <th scope="col">Example message</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.status} className={error.shared ? SEARCH_EXCLUDE_CLASS : undefined}>
            <td>
              <code className={styles.status}>{error.status}</code>
            </td>
            <td>
              <ApiText text={error.description} />
            </td>
            <td>{error.message ? <code>{error.message}</code> : null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
