/**
 * Widget types: admin-configurable storefront blocks. Register them in `bootstrap.ts`;
 * registration is closed after bootstrap.
 *
 * @module @merchantry/merchantry/lib/widget
 */

/** Where the widget appears in the page-builder palette. */
export type WidgetCategory = 'content' | 'commerce' | 'navigation' | 'marketing' | 'layout';

/** A widget type as `registerWidget` takes it. Validation throws at bootstrap. */
export interface WidgetDefinition {
  /** Unique code matching `/^[a-zA-Z_][a-zA-Z0-9_]*$/`. */
  type: string;
  /** Label in the admin. */
  name: string;
  /** Absolute path to the compiled storefront component (`.js`, file name starting uppercase). */
  component: string;
  /** Absolute path to the compiled setting form fragment. */
  settingComponent: string;
  /** Absolute path to the compiled palette preview: no props, no data. */
  previewComponent: string;
  /** `false` hides the type from merchants without unregistering it. */
  enabled: boolean;
  /** Settings used when an instance has no value for a key. */
  defaultSettings: Record<string, unknown>;
  /** Recommended: one sentence shown next to the name. */
  description?: string;
  /** Recommended: the palette group. */
  category?: WidgetCategory;
  /** Recommended: a lucide icon name, such as `Type`, `Image` or `Star`. */
  icon?: string;
  /** Recommended: JSON Schema (draft-07) of the settings; keep `additionalProperties: true`. */
  schema?: Record<string, unknown>;
  /** Recommended: `typeDefs` declaring a settings type and `settingsType`, the name of that type. */
  graphql?: {typeDefs: string; settingsType: string};
}

/**
 * Registers a widget type.
 *
 * @returns `false` with a warning when the type is already registered.
 */
export function registerWidget(widget: WidgetDefinition): boolean;

/** Changes fields of a registered widget type. */
export function updateWidget(type: string, changes: Partial<Omit<WidgetDefinition, 'type'>>): boolean;

/** Removes a registered widget type. */
export function removeWidget(type: string): boolean;
