/** What jsdom lacks and Cloudscape's layout components use. Import first in a test file. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const scope = globalThis as unknown as Record<string, unknown>;
scope.ResizeObserver ??= ResizeObserverStub;
scope.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has no layout, so no scrolling: the lists scroll a changed row into view (PagedList).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
