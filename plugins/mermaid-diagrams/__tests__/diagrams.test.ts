import {describe, expect, it} from 'vitest';
import {accessibleText, diagramFileName, svgSize} from '../diagrams';

const FLOW = 'flowchart LR\n  accTitle: Order flow\n  accDescr: A cart becomes an order, then a shipment.\n  Cart --> Order --> Shipment';

describe('accessibleText', () => {
  it('reads accTitle and accDescr', () => {
    expect(accessibleText(FLOW)).toEqual({title: 'Order flow', description: 'A cart becomes an order, then a shipment.'});
  });

  it('is undefined when either line is missing', () => {
    expect(accessibleText('flowchart LR\n  accTitle: Only a title\n  A --> B')).toBeUndefined();
    expect(accessibleText('flowchart LR\n  A --> B')).toBeUndefined();
  });
});

describe('diagramFileName', () => {
  it('names the SVG after the source, ignoring surrounding blank lines', () => {
    expect(diagramFileName(FLOW)).toMatch(/^[0-9a-f]{16}\.svg$/);
    expect(diagramFileName(`\n${FLOW}\n`)).toBe(diagramFileName(FLOW));
    expect(diagramFileName(FLOW.replace('Shipment', 'Delivery'))).not.toBe(diagramFileName(FLOW));
  });
});

describe('svgSize', () => {
  it('rounds the viewBox size up', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -35 1587.6 212.2"><g/></svg>')).toEqual({width: 1588, height: 213});
  });

  it('fails on an SVG without a viewBox', () => {
    expect(() => svgSize('<svg width="10" height="10"></svg>')).toThrow(/viewBox/);
  });
});
