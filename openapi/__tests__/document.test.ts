/**
 * The OpenAPI document itself: it lints clean with Redocly's recommended rules, covers exactly
 * the entity pages of the spec, and keeps the conventions the reference pages rely on.
 */
import {readFileSync} from 'node:fs';
import {createConfig, lint} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {API_DOCS} from '../../config/routes';
import {DOCUMENT_PATH, deref, listOperations, loadDocument, operationAnchor} from '../document';
import {PUBLISHED_DOCUMENT} from '../generate';

const doc = loadDocument();
const operations = listOperations(doc);
const ENTITY_SLUGS = API_DOCS.filter((slug) => slug !== 'overview');

describe('openapi/merchantry.yaml', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lints clean with the Redocly recommended rules (no error, no warning)', async () => {
    const config = await createConfig({extends: ['recommended']});
    const problems = await lint({ref: DOCUMENT_PATH, config});
    const readable = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(readable).toEqual([]);
  }, 60_000);

  it('has one tag per API entity page, in the order of the spec', () => {
    expect(doc.tags.map((tag) => tag.name)).toEqual([...ENTITY_SLUGS]);
    for (const tag of doc.tags) {
      expect(tag['x-displayName'], tag.name).toBeTruthy();
      expect(tag.description, tag.name).toBeTruthy();
    }
  });

  it('gives every entity at least one operation', () => {
    for (const slug of ENTITY_SLUGS) {
      expect(operations.some((entry) => entry.operation.tags.includes(slug)), slug).toBe(true);
    }
  });

  it('has unique operation ids and unique anchors', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const anchors = ids.map(operationAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  describe.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))('%s', (_, entry) => {
    const {operation} = entry;
    const security = operation.security ?? doc.security;

    it('has a summary, a description and only declared tags', () => {
      expect(operation.summary.length).toBeGreaterThan(5);
      expect(operation.description?.length ?? 0).toBeGreaterThan(20);
      for (const tag of operation.tags) expect(ENTITY_SLUGS as readonly string[]).toContain(tag);
    });

    it('answers 200 with a JSON example, like core does for every success', () => {
      const success = operation.responses['200'];
      expect(success, 'a 200 response').toBeDefined();
      const media = deref(doc, success!).content?.['application/json'];
      // The Stripe webhook is the one endpoint whose success has no body worth documenting.
      if (operation.operationId !== 'receiveStripeWebhook') expect(media?.example, 'a response example').toBeDefined();
    });

    it('documents the rate limit, and 401 when it needs credentials', () => {
      expect(operation.responses['429']).toBeDefined();
      if (security.length > 0) expect(operation.responses['401']).toBeDefined();
    });

    it('documents a 400 when it takes a body, and a 404 when a path id can miss', () => {
      if (operation.requestBody) expect(operation.responses['400']).toBeDefined();
      const hasPathId = entry.parameters.some((p) => p.in === 'path');
      // Cart shipping quotes report a missing cart as 400 "Invalid cart", as core does.
      if (hasPathId && operation.operationId !== 'setCartShippingMethod') {
        expect(operation.responses['404'] ?? operation.responses['400']).toBeDefined();
      }
    });

    it('gives every parameter and every JSON body an example for the code samples', () => {
      for (const parameter of entry.parameters) expect(parameter.example, parameter.name).toBeDefined();
      if (operation.requestBody) expect(operation.requestBody.content['application/json']?.example).toBeDefined();
    });
  });

  it('is published unchanged with the site', () => {
    expect(readFileSync(PUBLISHED_DOCUMENT, 'utf8')).toBe(readFileSync(DOCUMENT_PATH, 'utf8'));
  });
});
