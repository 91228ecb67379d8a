import { describe, expect, it } from 'vitest';
import { criticalCss, htmlClasses } from './critical-css.ts';

const css = [
  '/*! banner */',
  '@layer theme,base,utilities;',
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}',
  '@font-face{font-family:X;src:url(/x.woff2)}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}',
  '.md\\:flex{display:flex}',
  '.\\32 xl\\:grid-cols-4{grid-template-columns:repeat(4,1fr)}',
  '.hover\\:bg-x:hover{color:red}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.a,.b{content:"{}"}',
  ':where(.space-y-2>:not(:last-child)){margin:0}',
  '.x:not(.unused){color:blue}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}',
  '@supports (color:red){.grid{color:red}}}',
].join('');

const page = (classes: string) => `<html><body><div class="${classes}"></div></body></html>`;

describe('criticalCss', () => {
  it('keeps the rules the page uses and those that name no class', () => {
    const out = criticalCss(css, page('flex md:flex 2xl:grid-cols-4 hover:bg-x [&amp;&gt;svg]:size-4'));
    expect(out).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}',
        '@font-face{font-family:X;src:url(/x.woff2)}',
        '@layer utilities{.flex{display:flex}',
        '.md\\:flex{display:flex}',
        '.\\32 xl\\:grid-cols-4{grid-template-columns:repeat(4,1fr)}',
        '.hover\\:bg-x:hover{color:red}',
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
        '@media (min-width:48rem){.md\\:flex{display:flex}}}',
      ].join(''),
    );
  });

  it('keeps a rule when one selector of its list matches, and ignores classes under :not()', () => {
    const out = criticalCss(css, page('b x space-y-2 grid'));
    expect(out).toContain('.a,.b{content:"{}"}');
    expect(out).toContain('.x:not(.unused){color:blue}');
    expect(out).toContain(':where(.space-y-2>:not(:last-child)){margin:0}');
    expect(out).toContain('@supports (color:red){.grid{color:red}}');
    expect(out).not.toContain('.flex{');
  });
});

describe('htmlClasses', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([...htmlClasses('<a class="a  b"><svg class="c [&amp;&gt;p]:d"></svg></a>')]).toEqual([
      'a',
      'b',
      'c',
      '[&>p]:d',
    ]);
  });
});
