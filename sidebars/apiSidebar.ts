/**
 * The API sidebar, built from the OpenAPI document when Docusaurus loads the sidebars: the
 * overview first, then one category per entity (tag) linking to its page, holding one link per
 * operation to its anchor. Method badges come from the `api-method--<verb>` class names, styled in
 * `src/components/ApiReference/sidebar.css`, so the sidebar carries no HTML strings.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {displaySummary, entityDocPath, groupByEntity, loadDocument, operationAnchor, type OpenApiDocument} from '../openapi/document';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

export const API_OVERVIEW_DOC_ID = 'api/overview';

export function buildApiSidebar(doc: OpenApiDocument): SidebarItems {
  return [
    {type: 'doc', id: API_OVERVIEW_DOC_ID, label: 'Overview'},
    ...groupByEntity(doc).map((entity) => ({
      type: 'category' as const,
      label: entity.title,
      link: {type: 'doc' as const, id: `api/${entity.slug}`},
      collapsed: true,
      items: entity.operations.map(({method, operation}) => ({
        type: 'link' as const,
        label: displaySummary(operation),
        href: `${entityDocPath(entity.slug)}#${operationAnchor(operation.operationId)}`,
        className: `api-method api-method--${method}`,
      })),
    })),
  ];
}

export const apiSidebar: SidebarItems = buildApiSidebar(loadDocument());
