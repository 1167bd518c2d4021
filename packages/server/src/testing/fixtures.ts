/**
 * The test helpers that need no server: what a test in a browser-like environment (the widgets'
 * happy-dom) can import, where `@vitrine/server/testing` brings the whole service.
 */
export { TEST_ADDRESS } from './address.js';
export { until } from './until.js';
