/**
 * The HTTP method of an operation as a coloured badge. The sidebar draws the same badge in CSS
 * (`../sidebar.css`) from a class name, because sidebar items cannot hold components.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ApiMethod} from '../types';
import styles from './styles.module.css';

export interface MethodBadgeProps {
  method: ApiMethod;
}

export default function MethodBadge({method}: MethodBadgeProps): ReactNode {
  return <span className={clsx(styles.badge, styles[method])}>{method.toUpperCase()}</span>;
}
