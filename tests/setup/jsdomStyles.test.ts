import { describe, expect, it } from 'vitest';
import { keepVisibilityRules } from './jsdomStyles';

describe('the unit tests’ CSS filter', () => {
  it('keeps only what decides visibility and interactivity', () => {
    expect(keepVisibilityRules('.a{color:red;display:none;padding:4px;}')).toBe('.a{display:none;}');
    expect(keepVisibilityRules('.a[data-open]{visibility:hidden;pointer-events:none;opacity:0;}')).toBe('.a[data-open]{visibility:hidden;pointer-events:none;opacity:0;}');
  });

  it('drops rules with nothing kept, keyframes and font faces; filters inside media queries', () => {
    expect(keepVisibilityRules('.a{color:red;}')).toBe('');
    expect(keepVisibilityRules('@keyframes spin{from{opacity:0}to{opacity:1}}')).toBe('');
    expect(keepVisibilityRules('@media (max-width: 600px){.a{display:none;margin:0;}.b{color:blue;}}')).toBe('@media (max-width: 600px){.a{display:none;}}');
    expect(keepVisibilityRules('@media print{.b{color:blue;}}')).toBe('');
  });

  it('keeps important flags and several rules of one text', () => {
    expect(keepVisibilityRules('.a{display:block !important;}.b:hover{display:flex;gap:2px;}')).toBe('.a{display:block !important;}.b:hover{display:flex;}');
  });

  it('filters what styled-components appends to the document', () => {
    const style = document.createElement('style');
    style.setAttribute('data-styled', 'active');
    document.head.appendChild(style);
    style.insertBefore(document.createTextNode('.x{display:none;color:red;}'), null);
    expect(style.textContent).toBe('.x{display:none;}');
    style.remove();
  });
});
