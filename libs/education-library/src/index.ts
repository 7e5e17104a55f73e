// The stock education library as data: articles a physiotherapist hands a client, each written in
// English and French with the sources it rests on. Pure data and small helpers, no I/O: the
// education service loads it, and a screen may import its types and labels.
export * from './article.js';
export * from './labels.js';
export * from './library.js';
