/**
 * The layout check that runs in the page (layout-checks.ts passes it to `page.evaluate`, which
 * sends its source: it may use nothing from outside its own body). The Node side compiles
 * without the DOM library, so the few DOM types it reads are declared here.
 */

interface Rect {
  top: number;
  width: number;
  height: number;
}
interface PageNode {
  textContent: string | null;
}
interface PageElement extends PageNode {
  parentElement: PageElement | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): Rect;
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
}
interface PageInput extends PageElement {
  type: string;
  value: string;
  placeholder: string;
  name: string;
  labels: ArrayLike<PageNode> | null;
}
interface PageRange {
  selectNodeContents(node: PageNode): void;
  setStart(node: PageNode, offset: number): void;
  setEnd(node: PageNode, offset: number): void;
  getClientRects(): Iterable<Rect>;
}
/** What the probes use of the page's window. */
export interface PageWindow {
  document: {
    documentElement: { scrollHeight: number };
    querySelectorAll<E extends PageElement = PageElement>(selector: string): Iterable<E>;
    createElement(tag: 'canvas'): {
      getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } | null;
    };
    createTreeWalker(root: PageElement, show: number): { nextNode(): PageNode | null };
    createRange(): PageRange;
  };
  getComputedStyle(element: PageElement): {
    visibility: string;
    font: string;
    paddingLeft: string;
    paddingRight: string;
    overflowX: string;
  };
  requestAnimationFrame(callback: () => void): number;
}

/** The layout problems of the page, one line each (see layout-checks.ts for the rules). */
export function layoutProbe({ minWidth, maxLines }: { minWidth: number; maxLines: number }): string[] {
  const { document, getComputedStyle } = globalThis as unknown as PageWindow;
  /** NodeFilter.SHOW_TEXT. */
  const SHOW_TEXT = 4;
  const problems: string[] = [];
  const shown = (element: PageElement) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  const canvas = document.createElement('canvas').getContext('2d')!;
  const textTypes = new Set(['text', 'number', 'search', 'email', 'password', 'tel', 'url']);
  for (const input of document.querySelectorAll<PageInput>('input')) {
    if (!textTypes.has(input.type) || !shown(input)) continue;
    const name = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? input.name;
    const width = input.getBoundingClientRect().width;
    const style = getComputedStyle(input);
    canvas.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const text = input.value || input.placeholder;
    if (width < minWidth) problems.push(`input "${name}" is ${width.toFixed(0)} px wide`);
    else if (input.scrollWidth > input.clientWidth || canvas.measureText(text).width > room + 0.5)
      problems.push(`input "${name}" cuts its value "${text}" (${room.toFixed(0)} px of room)`);
  }

  /** The distinct line tops of `range`'s boxes. */
  const linesOf = (range: PageRange, tops: number[] = []) => {
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
    }
    return tops;
  };
  // Column headers only: a row header (th scope="row") is the row's name with its notes (a shared
  // copy's mark), body text that may wrap like the row's other cells.
  for (const header of document.querySelectorAll('thead th, [role="columnheader"]')) {
    if (!shown(header)) continue;
    const tops: number[] = [];
    const walker = document.createTreeWalker(header, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      linesOf(range, tops);
      // A Latin word split over lines ("MPP" / "Ts") reads as two: the column is too narrow.
      for (const word of text.matchAll(/[A-Za-z]{2,}/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (linesOf(range).length > 1) problems.push(`header "${text.trim()}" breaks inside "${word[0]}"`);
      }
    }
    if (tops.length > maxLines) {
      problems.push(`header "${header.textContent?.trim()}" wraps into ${tops.length} lines`);
    }
  }

  for (const table of document.querySelectorAll('table')) {
    if (!shown(table)) continue;
    let box = table.parentElement;
    while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (box && box.scrollWidth > box.clientWidth + 1) {
      const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent;
      problems.push(`table "${name}" scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`);
    }
  }
  return [...new Set(problems)];
}
