// What a function bundle gets for `mnemonist/lru-cache` (an esbuild alias, function-bundling.ts): the
// AWS SDK's endpoint-discovery cache, which every DynamoDB client builds and the shop never fills
// (endpoint discovery is off), is the package's only use of mnemonist, about 7 KiB of every bundle.
// The same behaviour on a Map, whose order of insertion is the order of use.
class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Map();
  }
  has(key) {
    return this.items.has(key);
  }
  peek(key) {
    return this.items.get(key);
  }
  get(key) {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }
  set(key, value) {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value);
    return this;
  }
  clear() {
    this.items.clear();
  }
  get size() {
    return this.items.size;
  }
}
module.exports = LRUCache;
module.exports.default = LRUCache;
