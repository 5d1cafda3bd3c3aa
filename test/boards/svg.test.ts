/**
 * The boards' shared helpers (src/boards/svg.ts): text and attributes always escaped, so content
 * from a config can never break the markup; clickable groups as the contract writes them; the
 * document every board returns; and the XML reader the board tests rely on, which must refuse
 * what is not well-formed.
 */
import { describe, expect, it } from 'vitest';
import { actGroup, actionIndices, el, escapeXml, legend, svgDocument, txt } from '../../src/boards/svg.js';
import { allElements, parseXml, textOf } from './support.js';

describe('escaping', () => {
  it('escapes the five XML specials and replaces what XML 1.0 forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
    expect(escapeXml('bell\u0007 lone\ud800 pair\ud83d\ude00 tab\t')).toBe('bell\ufffd lone\ufffd pair\ud83d\ude00 tab\t');
  });

  it('keeps hostile text inert in text and attributes: the document parses and reads back the same', () => {
    const hostile = `</text><script>alert("x")</script>&amp;\u0000`;
    const markup = el('g', { 'aria-label': hostile }, txt(1, 2, hostile));
    const root = parseXml(markup);
    expect(root.attributes['aria-label']).toBe(hostile.replace('\u0000', '\ufffd'));
    expect(textOf(root)).toBe(hostile.replace('\u0000', '\ufffd'));
    expect(allElements(root).map((element) => element.tag)).toEqual(['g', 'text']);
  });
});

describe('elements', () => {
  it('writes attributes in order, leaves out undefined, null and false, writes true as XML must (name="name"), and closes empty elements itself', () => {
    expect(el('rect', { x: 1.26, y: undefined, fill: null, hidden: false, focusable: true, width: 3 })).toBe('<rect x="1.3" focusable="focusable" width="3"/>');
    expect(el('g', {}, '<a/>', '<b/>')).toBe('<g><a/><b/></g>');
  });

  it('lists the indices of the actions an element stands for, ascending', () => {
    const legal = [{ to: 3 }, { to: 5 }, { to: 3 }];
    expect(actionIndices(legal, (action) => action.to === 3)).toEqual([0, 2]);
    expect(actionIndices(undefined, () => true)).toEqual([]);
  });

  it('makes a group clickable exactly when it carries actions', () => {
    expect(actGroup([0, 4], 'Go', '<rect/>', { 'data-target': 'square:1' })).toBe(
      '<g data-target="square:1" class="kr-act" data-actions="0 4" tabindex="0" role="button" aria-label="Go"><rect/></g>',
    );
    expect(actGroup([], 'Go', '<rect/>')).toBe('<g pointer-events="none"><rect/></g>');
  });

  it('builds one <svg> with a viewBox, role="img", a title naming it, and a legend of letters beside colours', () => {
    const markup = svgDocument({ width: 300, height: 200, prefix: 'p', title: 'A & B', body: legend(0, 0, [{ fill: '#f00', letter: 'R', label: 'red room' }], 2, 100) });
    const root = parseXml(markup);
    expect(root.attributes).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 300 200', role: 'img', 'aria-labelledby': 'p-title' });
    expect(root.children[0]).toMatchObject({ tag: 'title', text: 'A & B', attributes: { id: 'p-title' } });
    expect(allElements(root).filter((element) => element.tag === 'text').map(textOf)).toEqual(['R', 'red room']);
  });
});

describe('the XML reader of the board tests', () => {
  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a stray closing tag', '<svg></g></svg>'],
    ['a raw <', '<svg><text>a < b</text></svg>'],
    ['a bare &', '<svg><text>a & b</text></svg>'],
    ['an unknown entity', '<svg><text>&nbsp;</text></svg>'],
    ['an attribute twice', '<svg a="1" a="2"/>'],
    ['an unquoted attribute', '<svg a=1/>'],
    ['two roots', '<svg/><svg/>'],
    ['text outside the root', 'x<svg/>'],
    ['a comment', '<svg><!-- x --></svg>'],
  ])('refuses %s', (_what, markup) => {
    expect(() => parseXml(markup)).toThrow();
  });

  it('reads entities, nesting and attributes', () => {
    const root = parseXml('<svg a="&lt;&#39;&#x41;"><g><text>1 &amp; 2</text></g></svg>');
    expect(root.attributes.a).toBe("<'A");
    expect(textOf(root)).toBe('1 & 2');
  });
});
