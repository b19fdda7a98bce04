/**
 * Areas: named slots components place themselves into with `export const layout = { areaId, sortOrder }`.
 *
 * @module @components/common/Area
 */
import type {ComponentType, ReactElement} from 'react';

/** A component an Area renders besides those that target it through `layout`. */
export interface AreaComponent {
  component: {default: ComponentType<any>};
  props?: Record<string, unknown>;
  sortOrder?: number;
  id?: string;
}

export interface AreaProps {
  /** The area's id; components target it with `layout.areaId`. */
  id: string;
  className?: string;
  /** Render the components without the wrapper element. */
  noOuter?: boolean;
  /** The wrapper element or component. */
  wrapper?: string | ComponentType<any>;
  wrapperProps?: Record<string, unknown>;
  coreComponents?: AreaComponent[];
  isGlobal?: boolean;
  editableInPageBuilder?: boolean;
}

/** Renders the components placed in area `id`, lowest `sortOrder` first. */
export default function Area(props: AreaProps): ReactElement | null;
