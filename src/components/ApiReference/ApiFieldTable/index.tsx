/**
 * A table of parameters or body fields. Nested objects (and arrays of objects) open in a
 * `<details>` under their row, so a long payload stays readable and every level is reachable
 * with the keyboard.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import type {ApiField, ApiParameter} from '../types';
import ApiText from '../ApiText';
import styles from './styles.module.css';

export interface ApiFieldTableProps {
  fields: (ApiField | ApiParameter)[];
  /** Adds the "In" column for parameters (path, query, header). */
  showLocation?: boolean;
  /** Dotted path of the parent field, used to label nested tables. */
  parent?: string;
}

function FieldRow({field, showLocation, parent}: {field: ApiField | ApiParameter; showLocation: boolean; parent?: string}): ReactNode {
  const qualified = parent ? `${parent}.${field.name}` : field.name;
  return (
    <tr>
      <td className={styles.nameCell}>
        <code className={styles.name}>{field.name}</code>
        {field.required ? (
          <>
            {' '}
            <span className={clsx(styles.required, SEARCH_EXCLUDE_CLASS)}>required</span>
          </>
        ) : null}
      </td>
      {/* Where and of what type: the same few words on every row, so left out of search. */}
      {showLocation ? <td className={SEARCH_EXCLUDE_CLASS}>{'in' in field ? field.in : null}</td> : null}
      <td className={clsx(styles.typeCell, SEARCH_EXCLUDE_CLASS)}>{field.type}</td>
      <td>
        {field.description ? <ApiText text={field.description} /> : null}
        {field.constraints.length > 0 ? (
          <ul className={styles.constraints}>
            {field.constraints.map((rule) => (
              <li key={rule}>
                <ApiText text={rule} inline />
              </li>
            ))}
          </ul>
        ) : null}
        {field.children ? (
          <details className={styles.nested}>
            <summary>
              Fields of <code>{qualified}</code>
            </summary>
            <ApiFieldTable fields={field.children} parent={qualified} />
          </details>
        ) : null}
      </td>
    </tr>
  );
}

export default function ApiFieldTable({fields, showLocation = false, parent}: ApiFieldTableProps): ReactNode {
  return (
    <table className={styles.table}>
      {/* The same column names over every table: boilerplate to search. */}
      <thead className={SEARCH_EXCLUDE_CLASS}>
        <tr>
          <th scope="col">{showLocation ? 'Parameter' : 'Field'}</th>
          {showLocation ? <th scope="col">In</th> : null}
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <FieldRow key={field.name} field={field} showLocation={showLocation} parent={parent} />
        ))}
      </tbody>
    </table>
  );
}
