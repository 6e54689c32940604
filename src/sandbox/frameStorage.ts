/**
 * An inline script for the head of the sandbox's preview frame. The frame has an opaque origin (frameSandboxFlags),
 * so reading `localStorage` or `sessionStorage` throws there, and Docusaurus, whose theme reads its colour mode from
 * storage, warned "Docusaurus browser storage is not available" on every load. The frame keeps nothing between
 * loads (the page sends it the colour mode), so each storage it cannot reach becomes an empty one in memory, for this
 * document only. A frame opened with storage (on its own) keeps the real ones.
 */
export const frameStorageScript = `(function () {
  function memoryStorage() {
    var items = new Map();
    return {
      get length() { return items.size; },
      key: function (index) { var keys = Array.from(items.keys()); return index in keys ? keys[index] : null; },
      getItem: function (key) { key = String(key); return items.has(key) ? items.get(key) : null; },
      setItem: function (key, value) { items.set(String(key), String(value)); },
      removeItem: function (key) { items.delete(String(key)); },
      clear: function () { items.clear(); }
    };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try {
      if (window[name]) return;
    } catch (error) {}
    Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
  });
})();`;
